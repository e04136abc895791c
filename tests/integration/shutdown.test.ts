import net from "node:net";
import { describe, expect, it } from "vitest";
import { CONTACT_PATH, ServerHarness } from "./support";
import { stopAfterEach } from "./stop-after-each";

const track = stopAfterEach();

/**
 * Opens a form post whose body never finishes, as a visitor on a dead mobile connection leaves it, and resolves
 * once the server has taken the request in (it answers `Expect: 100-continue` when its request handler starts).
 */
async function stalledPost(port: number): Promise<net.Socket> {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => {}); // the server cuts it at the end
  const continued = new Promise<void>((resolve) => socket.on("data", (chunk) => chunk.toString().startsWith("HTTP/1.1 100") && resolve()));
  socket.write(
    `POST ${CONTACT_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\ntitle=",
  );
  await continued;
  return socket;
}

describe("a stop that has to wait", () => {
  it("says every 2 s what it waits for, cuts the connection at 8 s and still exits cleanly", async () => {
    const server = track(await ServerHarness.create(), (harness) => harness.dispose());
    await server.start();
    track(await stalledPost(server.port), async (socket) => socket.destroy());

    const exit = await server.stop(15_000);

    expect(exit, server.quotedOutput()).toEqual({ code: 0, signal: null });
    const waits = server.output().split("\n").filter((line) => line.includes("Still stopping after"));
    expect(waits.length, server.quotedOutput()).toBeGreaterThanOrEqual(3);
    expect(waits[0]).toMatch(/Still stopping after 2\.\d s: waiting for open connections \(1 request\(s\) under way: POST \/en\/view\/about\/contact\)/);
    expect(server.output(), "the form's content is never logged").not.toContain("title=");
  });
});
