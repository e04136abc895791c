import { once } from "node:events";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { survivableError } from "./uncaught-errors";

/** The error a client socket gets when the server resets the connection after reading from it. */
async function connectionReset(): Promise<Error> {
  const server = net.createServer((socket) => socket.once("data", () => socket.resetAndDestroy())).listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const client = net.connect((server.address() as net.AddressInfo).port, "127.0.0.1", () => client.write("startup"));
    const [error] = (await once(client, "error")) as [Error];
    return error;
  } finally {
    server.close();
  }
}

/** The error a client socket gets when nothing listens on the port it connects to. */
async function connectionRefused(): Promise<Error> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  await new Promise((closed) => server.close(closed));
  const [error] = (await once(net.connect(port, "127.0.0.1"), "error")) as [Error];
  return error;
}

describe("survivableError", () => {
  it("survives a reset that libuv raised on a socket nobody listens to any more", async () => {
    const reset = await connectionReset();
    expect(reset).toMatchObject({ code: "ECONNRESET", syscall: "read" });
    expect(survivableError(reset)).toMatch(/connection that nothing was listening to/);
  });

  it("survives a refused connect that libuv raised on a socket nobody listens to any more", async () => {
    const refused = await connectionRefused();
    expect(refused).toMatchObject({ code: "ECONNREFUSED", syscall: "connect" });
    expect(survivableError(refused)).toMatch(/connection that nothing was listening to/);
  });

  it("survives postgres.js's TypeError from a timer after a dropped connection", () => {
    const error = new TypeError("Cannot read properties of null (reading 'write')");
    error.stack = `${error.name}: ${error.message}
    at Immediate.nextWrite (file:///srv/site/node_modules/postgres/src/connection.js:255:22)
    at process.processImmediate (node:internal/timers:483:21)`;
    expect(survivableError(error)).toMatch(/postgres\.js/);
  });

  it("ends the process for a reset that code of ours threw, for any other error, and for a thrown non-error", async () => {
    const reset = await connectionReset();
    const rethrown = Object.assign(new Error(reset.message), { code: "ECONNRESET", syscall: "read" });
    expect(survivableError(rethrown)).toBeNull();
    expect(survivableError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED", syscall: "connect" }))).toBeNull();
    expect(survivableError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBeNull();
    expect(survivableError("ECONNRESET")).toBeNull();
  });
});
