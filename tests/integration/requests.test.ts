/**
 * What the server makes of requests as a visitor (or a scanner) may write them: addresses that name one page in
 * several spellings, request targets in absolute form, methods no page takes, and senders that never finish. Raw
 * requests go through node:net, which sends them exactly as written.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Messages } from "../../app/i18n/translator";
import { freePort } from "../support/net";
import { CONTACT_PATH, httpRequest, ServerHarness } from "./support";

/** The server's timeouts, scaled down so that a slow sender is cut within seconds. */
const HEADERS_TIMEOUT_MS = 2000;
const REQUEST_TIMEOUT_MS = 3000;

let server: ServerHarness;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  server = await ServerHarness.create({
    env: { METRICS_PORT: String(metricsPort), HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
  });
  await server.start();
});
afterAll(() => server?.dispose());

const english = JSON.parse(readFileSync(new URL("../../app/i18n/messages/en.json", import.meta.url), "utf8")) as Messages;
const japanese = JSON.parse(readFileSync(new URL("../../app/i18n/messages/ja.json", import.meta.url), "utf8")) as Messages;

type RawAnswer = { status: number; head: string; body: string };

/** Writes `request` as it is on a connection of its own and resolves to the answer once the server closes the connection. */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...body] = text.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: body.join("\r\n\r\n") });
    });
    // Not ended: a client that half-closes may be cut before a file streams its answer. Each request says Connection: close.
    socket.write(request);
  });
}

const header = (answer: RawAnswer, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(answer.head)?.[1];
const FORM = "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n\r\ntitle=x";
const withForm = (method: string, path: string) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: http://127.0.0.1:${server.port}\r\nConnection: close\r\n${FORM}`;
const identity = { "Accept-Encoding": "identity" };

async function metric(name: string): Promise<number> {
  const { body } = await httpRequest(`http://127.0.0.1:${metricsPort}/metrics`);
  return [...body.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+)$`, "gm"))].reduce((sum, match) => sum + Number(match[1]), 0);
}

describe("addresses the render cache and the router treat as one", () => {
  it("keeps one answer for a page whatever parameters it does not read come with it", async () => {
    const plain = await httpRequest(`${server.origin}/en/view/media/news?category=product`, { headers: identity });
    for (const tracking of [`fbclid=${randomUUID()}`, `utm_source=${randomUUID()}&gclid=x`]) {
      const tracked = await httpRequest(`${server.origin}/en/view/media/news?${tracking}&category=product`, { headers: identity });
      expect(tracked.headers["x-render-cache"], tracking).toBe("hit");
      expect(tracked.body, "the same page").toBe(plain.body);
    }
  });

  it("never keeps the answer to typed words, so that its speed tells no one what another visitor searched", async () => {
    const before = await metric("site_render_cache_answers_total");
    const search = `${server.origin}/en/view/technology/searchResult?q=${randomUUID()}`;
    for (const url of [search, search, search.replace("searchResult", "searchResult.data")]) {
      const answer = await httpRequest(url);
      expect(answer.status).toBe(200);
      expect(answer.headers["x-render-cache"]).toBeUndefined();
    }
    expect(await metric("site_render_cache_answers_total"), "no answer came from the cache or went into it").toBe(before);
  });

  it.each([
    ["/en/./view/media/news", "/en/view/media/news"],
    ["/en/view/media/../media/news?category=esg", "/en/view/media/news?category=esg"],
    ["/en/view/media/news/.", "/en/view/media/news"],
    ["/en/view/media/%2e%2e/media/news", "/en/view/media/news"],
    ["/index.html", "/"],
    ["/en/view/about/about/index.html", "/en/view/about/about"],
  ])("moves %s to its page", async (path, location) => {
    const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect([answer.status, header(answer, "Location")]).toEqual([301, location]);
  });

  it("serves no precompressed copy of a page as a file", async () => {
    for (const path of ["/index.html.br", "/index.html.gz", "/en/view/about/about/index.html.br"]) {
      expect((await httpRequest(server.origin + path)).status, path).toBe(404);
    }
  });

  it("answers a request target in absolute form as the same path in origin form", async () => {
    const home = await raw(`GET http://127.0.0.1:${server.port}/en HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n\r\n`);
    expect(home.status).toBe(200);
    expect(home.body).toContain('lang="en"');
    const moved = await raw(`GET http://127.0.0.1:${server.port}/view/technology/dolphin5_bk?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect([moved.status, header(moved, "Location")]).toEqual([301, "/view/technology/dolphin5?x=1"]);
    const board = await raw(`GET http://127.0.0.1:${server.port}/en/view/media/news HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(board.status).toBe(200);
  });

  it("refuses a request with two Host headers", async () => {
    for (const path of ["/en", "/en/view/media/news", "/healthz"]) {
      const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(400);
    }
  });
});

describe("methods", () => {
  const PATHS = ["/en", "/en/view/media/news", CONTACT_PATH, "/en/view/nothing/here", "/en/view/media/news.data", "/favicon.ico"];

  it("answers no method on any path with a server error", async () => {
    for (const method of ["TRACE", "TRACK", "OPTIONS", "PROPFIND", "PUT", "DELETE", "PATCH", "POST", "SEARCH", "LOCK"]) {
      for (const path of PATHS) {
        const answer = await raw(withForm(method, path));
        expect(answer.status, `${method} ${path}`).toBeGreaterThan(0);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
  });

  it("answers 405 with Allow and the site's error page in the page's language to a method the address does not take", async () => {
    for (const [request, allow, lang, m] of [
      [withForm("POST", "/en/view/about/about"), "GET, HEAD", "en", english],
      [withForm("OPTIONS", "/ja/view/media/news"), "GET, HEAD", "ja", japanese],
      [withForm("PROPFIND", "/en/view/media/news"), "GET, HEAD", "en", english],
      [withForm("PUT", CONTACT_PATH), "GET, HEAD, POST", "en", english],
      [withForm("DELETE", CONTACT_PATH), "GET, HEAD, POST", "en", english],
      [withForm("PATCH", CONTACT_PATH), "GET, HEAD, POST", "en", english],
      [withForm("TRACE", "/en/view/media/news"), "GET, HEAD", "en", english],
    ] as const) {
      const answer = await raw(request);
      const line = request.split("\r\n")[0];
      expect([answer.status, header(answer, "Allow")], line).toEqual([405, allow]);
      expect(header(answer, "Content-Type"), line).toBe("text/html; charset=utf-8");
      expect(answer.body, line).toContain(`<html lang="${lang}"`);
      expect(answer.body, line).toContain(`<h1>${m["error.methodNotAllowed.title"]}</h1>`);
      expect(answer.body, line).toContain(m["error.methodNotAllowed.message"]);
      expect(answer.body, line).not.toMatch(/action`|Invalid request method|Internal Server Error/);
    }
  });

  it("logs what a visitor sends wrong below error level and without a stack", async () => {
    const from = server.output(Infinity).length;
    await raw(`GET /en/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    await raw(`GET /en/view/media/news%ZZ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    await raw(withForm("TRACE", "/en"));
    await raw(withForm("POST", "/en/view/about/about"));
    await raw(withForm("PROPFIND", "/en/view/media/news"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.output(Infinity).slice(from).split("\n").filter(Boolean);
    expect(lines.filter((line) => /"level":(50|60)/.test(line) || line.includes("    at ")), server.quotedOutput()).toEqual([]);
  });
});

describe("every HTML answer names its charset", () => {
  it.each(["/en/view/media/news?page=2", "/en/view/nothing/here", "/en/view/media/newsView?id=abc", "/en"])("%s", async (path) => {
    const answer = await httpRequest(server.origin + path);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  });
});

describe("slow senders", () => {
  /** Writes `head` a byte every 400 ms (then `body` likewise) and resolves to how long the server kept the connection. */
  function trickle(text: string, giveUpAfterMs: number): Promise<{ heldMs: number; answer: string }> {
    return new Promise((resolve) => {
      const startedAt = Date.now();
      const socket = net.connect(server.port, "127.0.0.1");
      let answer = "";
      let sent = 0;
      const timer = setInterval(() => {
        if (sent < text.length) socket.write(text[sent++]!);
      }, 400);
      const done = () => {
        clearInterval(timer);
        clearTimeout(giveUp);
        socket.destroy();
        resolve({ heldMs: Date.now() - startedAt, answer });
      };
      const giveUp = setTimeout(done, giveUpAfterMs);
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
      socket.on("error", () => {});
      socket.on("close", done);
    });
  }

  it("cuts a client that sends its headers a byte at a time once the headers timeout has passed", async () => {
    const { heldMs, answer } = await trickle(`GET /en/view/media/news HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${"x".repeat(200)}\r\n\r\n`, 15_000);
    expect(heldMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2000);
    expect(answer).toMatch(/^(HTTP\/1\.1 408|$)/);
  });

  it("cuts a client that sends its body a byte at a time once the request timeout has passed", async () => {
    const head = `POST ${CONTACT_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: http://127.0.0.1:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`;
    const startedAt = Date.now();
    const socket = net.connect(server.port, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(head);
    const timer = setInterval(() => socket.write("a"), 400);
    await new Promise((resolve) => {
      socket.on("close", resolve);
      setTimeout(resolve, 15_000);
    });
    clearInterval(timer);
    socket.destroy();
    expect(Date.now() - startedAt).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
  });

  it("keeps an idle keep-alive connection longer than the headers timeout, as nginx reuses its connections", async () => {
    const socket = net.connect(server.port, "127.0.0.1");
    const answers: string[] = [];
    socket.on("data", (chunk: Buffer) => answers.push(chunk.toString("utf8")));
    const ask = async () => {
      answers.length = 0;
      socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      await new Promise((resolve) => setTimeout(resolve, 300));
      return answers.join("");
    };
    expect(await ask()).toMatch(/^HTTP\/1\.1 200/);
    await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS + 1500));
    expect(socket.destroyed).toBe(false);
    expect(await ask()).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  });
});
