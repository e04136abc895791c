import { once } from "node:events";
import net from "node:net";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { connectPostgres, defaultDataDir, embeddedDataDir } from "./database.server";

/** One PostgreSQL protocol message: a type byte, its length, the body. */
function message(type: string, body: Buffer) {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}
const authenticationOk = message("R", Buffer.from([0, 0, 0, 0]));
const readyForQuery = message("Z", Buffer.from("I"));
const terminated = message(
  "E",
  Buffer.from(["SFATAL", "VFATAL", "C57P01", "Mterminating connection due to administrator command", ""].join("\0") + "\0"),
);

/**
 * A server that speaks just enough of PostgreSQL's protocol to accept a connection, and then ends each backend on
 * the first statement it is sent, as `pg_ctl stop -m fast` or `pg_terminate_backend` does.
 */
async function backendsEndedOnFirstStatement() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    let started = false;
    sockets.add(socket.once("close", () => sockets.delete(socket)));
    socket.on("data", () => {
      if (started) return void socket.end(terminated);
      started = true;
      socket.write(Buffer.concat([authenticationOk, readyForQuery]));
    });
    socket.on("error", () => {});
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise((closed) => server.close(closed));
    },
  };
}

/** A statement on a new connection to a backend that ends at once, with every unhandled rejection meanwhile. */
async function statementOnAnEndingBackend() {
  const unhandled: unknown[] = [];
  const collect = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", collect);
  const server = await backendsEndedOnFirstStatement();
  const opened = connectPostgres(`postgres://site@127.0.0.1:${server.port}/site`, "a backend that ends");
  try {
    const error = await opened.db.execute(sql`select 1`).then(
      () => null,
      (rejection: Error) => rejection,
    );
    await new Promise((turn) => setImmediate(turn));
    return { error, unhandled, opened, stopServer: () => server.close() };
  } finally {
    process.off("unhandledRejection", collect);
  }
}

it("fails only the statement under way when a backend ends as the connection starts: nothing is left unhandled to end the process", async () => {
  const { error, unhandled, opened, stopServer } = await statementOnAnEndingBackend();
  try {
    expect((error?.cause as { code?: string } | undefined)?.code).toMatch(/^(57P01|CONNECTION_CLOSED)$/);
    expect(unhandled).toEqual([]);
  } finally {
    await opened.client.end({ timeout: 0 });
    await stopServer();
  }
});

it("closes within a second or so after a connection lost its statement", async () => {
  const { opened, stopServer } = await statementOnAnEndingBackend();
  try {
    // postgres.js keeps the lost statement, and its end waits for it until the close's timeout: with the 5 s timeout
    // of before, a server's stop after a PostgreSQL outage took 5 s longer.
    const closing = Date.now();
    await opened.close();
    expect(Date.now() - closing).toBeLessThan(2500);
  } finally {
    await stopServer();
  }
});

it("keeps the embedded store in DATA_DIR, else in the systemd instance's state directory, an empty variable counting as unset", () => {
  expect(embeddedDataDir({ DATA_DIR: "/srv/data", STATE_DIRECTORY: "/var/lib/dalbit-website/3001" })).toBe("/srv/data");
  expect(embeddedDataDir({ DATA_DIR: "", STATE_DIRECTORY: "/var/lib/dalbit-website/3001" })).toBe("/var/lib/dalbit-website/3001/pglite");
  expect(embeddedDataDir({ DATA_DIR: "" })).toBe(defaultDataDir);
  expect(embeddedDataDir({})).toBe(defaultDataDir);
});
