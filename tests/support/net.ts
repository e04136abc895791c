import http from "node:http";
import net, { createServer } from "node:net";

/** Ports this process has handed out: a released port can come back from the next probe, before its server listens. */
const handedOut = new Set<number>();

function probe() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * A TCP port of 127.0.0.1 that was free a moment ago and that no earlier call returned: a test that takes several ports
 * before starting its servers could otherwise give two of them the same one (the scale-out test once failed to start
 * with EADDRINUSE).
 */
export async function freePort() {
  for (;;) {
    const port = await probe();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A GET whose body stays as sent, encoded as the server chose: the integration tests' httpRequest reads bodies as
 * text, and fetch and Playwright's request would decode them.
 */
export function get(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { "Accept-Encoding": acceptEncoding }, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.once("error", reject);
      response.once("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.once("timeout", () => request.destroy(new Error(`no answer from ${url} within 30 s`)));
    request.once("error", reject);
  });
}

/** An answer to a request written as it is: the status, the head (status line and headers) and the body, as text. */
export type WrittenAnswer = { status: number; head: string; body: string };

/**
 * Writes `request` as it is on a connection of its own to 127.0.0.1:`port`, and resolves to the answer once the server
 * closes the connection: each request says Connection: close.
 */
export function rawRequest(port: number, request: string): Promise<WrittenAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...body] = text.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: body.join("\r\n\r\n") });
    });
    // Not ended: a client that half-closes may be cut before a file streams its answer.
    socket.write(request);
  });
}

/** A header of a written answer, by its name in any letter case. */
export const headerOf = (answer: WrittenAnswer, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(answer.head)?.[1];
