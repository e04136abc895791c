/**
 * What the server makes of requests as a visitor (or a scanner) may write them: addresses that name one page in
 * several spellings, request targets in absolute form, methods no page takes, and senders that never finish. Raw
 * requests go through node:net, which sends them exactly as written.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import net from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Messages } from "../../app/i18n/translator";
import { isHost } from "../../server/request-target";
import { fuzzSeed, repeatWith } from "../support/fuzz-seed";
import { freePort, headerOf as header, rawRequest } from "../support/net";
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
const korean = JSON.parse(readFileSync(new URL("../../app/i18n/messages/ko.json", import.meta.url), "utf8")) as Messages;
const japanese = JSON.parse(readFileSync(new URL("../../app/i18n/messages/ja.json", import.meta.url), "utf8")) as Messages;

/** Writes `request` as it is on a connection of its own to the server. */
const raw = (request: string) => rawRequest(server.port, request);
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

  it("serves no precompressed copy of a page or a file at an address of its own", async () => {
    const copies = ["/index.html.br", "/index.html.gz", "/en/view/about/about/index.html.br", "/sitemap.xml.br", "/sitemap.xml.gz", "/view/media/news/rss.xml.gz", "/en.data.br", "/view/media/ir.data.gz"];
    for (const path of copies) {
      for (const encoding of ["br", "identity"]) expect((await httpRequest(server.origin + path, { headers: { "Accept-Encoding": encoding } })).status, path).toBe(404);
    }
    for (const path of copies.filter((copy) => !copy.includes("index.html"))) {
      expect((await httpRequest(server.origin + path.replace(/\.(br|gz)$/, ""))).status, `the original of ${path}`).toBe(200);
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

  it("answers a target its parser refuses 400, on a kept-alive connection as on a new one", async () => {
    const bad = "GET \\\\evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
    expect((await raw(bad)).status).toBe(400);
    // As a keep-alive agent sends it: once the connection's first answer is complete.
    const socket = net.connect(server.port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.endsWith("ok") && !received.includes("\r\n\r\nokHTTP")) socket.write(bad);
    });
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await new Promise((resolve) => socket.on("close", resolve));
    expect(received).toMatch(/^HTTP\/1\.1 200 [\s\S]*\r\n\r\nokHTTP\/1\.1 400 /);
  });

  it("refuses a request with two Host headers", async () => {
    for (const path of ["/en", "/en/view/media/news", "/healthz"]) {
      const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(400);
    }
  });
});

describe("a Host or forwarded scheme that names no origin", () => {
  /** Hosts a tester sent, each answered 500 once; generated ones are judged by what a URL makes of them (isHost). */
  const FOUND = ["a.1", "[", "a^b", "a|b", "%zz", "a]b", "a:99999", "a:b:c", "[::1", "a<b>", "www.example.123", "a@b", "a b", "", "\\~"];
  const ALERTS = "/en/view/media/alerts";
  const generatedHosts = (seed: number) =>
    fc.sample(
      fc.string({ unit: fc.constantFrom("a", "z", "1", "9", ".", ":", "[", "]", "%", "^", "|", "<", ">", "@", "-", "_", "~", "!", "$", "'", "*", "+", ",", ";", "=", "\\"), minLength: 1, maxLength: 12 }),
      { numRuns: 100, seed },
    );
  const send = (target: string, host: string, headers = "", method = "GET", body = "") =>
    raw(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${headers}\r\n${body}`);
  const SIGNUP = "email=reader%40fund.example&language=en&topics=press&consent=on";
  const post = (host: string, headers = "") =>
    send(ALERTS, host, `${headers}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${SIGNUP.length}\r\n`, "POST", SIGNUP);

  /** What each kind of request with `host` was answered, where it differs from the site's 400 page or its own answer. */
  async function problemsWith(host: string, names: boolean): Promise<string[]> {
    const problems: string[] = [];
    const answers = {
      "a prerendered page": await send("/en", host),
      "a page with Range": await send(ALERTS, host, "Range: bytes=0-10\r\n"),
      "the target in absolute form": await send(`http://${host}/en`, "127.0.0.1"),
      "a sign-up": await post(host),
    };
    for (const [kind, answer] of Object.entries(answers)) {
      if (answer.status >= 500 || answer.status === 0) problems.push(`${JSON.stringify(host)}, ${kind}: ${answer.status}`);
      else if (!names && (answer.status !== 400 || header(answer, "Cache-Control") !== (kind === "a sign-up" ? "private, no-store" : "no-store"))) {
        problems.push(`${JSON.stringify(host)}, ${kind}: ${answer.status}, Cache-Control ${header(answer, "Cache-Control")}`);
      } else if (names && answer.status === 400) problems.push(`${JSON.stringify(host)} names a host, ${kind}: 400`);
    }
    const signup = answers["a sign-up"];
    if (!names && signup.status === 400 && !(signup.body.includes(english["alerts.error.malformed"]) && signup.body.includes('value="reader@fund.example"'))) {
      problems.push(`${JSON.stringify(host)}: the sign-up came back without its message or its address`);
    }
    return problems;
  }

  it("answers 400 with the site's page, a form's post with its form and its text, for the hosts found and generated ones", async () => {
    const seed = fuzzSeed("hosts");
    const problems: string[] = [];
    for (const host of FOUND) problems.push(...(await problemsWith(host, false)));
    for (const host of generatedHosts(seed)) problems.push(...(await problemsWith(host, isHost(host))));
    expect(problems, repeatWith(seed)).toEqual([]);
  });

  it("shows a page that is not a form's as the site's 400 page in its language", async () => {
    const answer = await send("/ja/view/about/history", "a.1");
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('<html lang="ja"');
    expect(answer.body).toContain(japanese["error.badRequest.message"]);
  });

  it("refuses a post whose trusted proxy forwards a scheme that is none, with its form and its text", async () => {
    for (const scheme of ["%zz", "ftp", "http:", "https x"]) {
      const answer = await post(`127.0.0.1:${server.port}`, `X-Forwarded-Proto: ${scheme}\r\n`);
      expect(answer.status, scheme).toBe(400);
      expect(answer.body, scheme).toContain(english["alerts.error.malformed"]);
      expect(answer.body, scheme).toContain('value="reader@fund.example"');
    }
    expect((await post(`127.0.0.1:${server.port}`, "X-Forwarded-Proto: https\r\n")).status).not.toBe(400);
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
      // Methods Node's parser does not know, and CONNECT, whose authority is no address of the site.
      [withForm("FOO", "/ja/view/media/news"), "GET, HEAD", "ja", japanese],
      [withForm("get", "/en/view/media/news"), "GET, HEAD", "en", english],
      [withForm("FOO", CONTACT_PATH), "GET, HEAD, POST", "en", english],
      [`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`, "GET, HEAD", "ko", korean],
    ] as const) {
      const answer = await raw(request);
      const line = request.split("\r\n")[0];
      expect([answer.status, header(answer, "Allow"), header(answer, "Cache-Control")], line).toEqual([405, allow, "no-store"]);
      expect(header(answer, "Content-Type"), line).toBe("text/html; charset=utf-8");
      expect(answer.body, line).toContain(`<html lang="${lang}"`);
      expect(answer.body, line).toContain(`<h1>${m["error.methodNotAllowed.title"]}</h1>`);
      expect(answer.body, line).toContain(m["error.methodNotAllowed.message"]);
      expect(answer.body, line).not.toMatch(/action`|Invalid request method|Internal Server Error/);
    }
  });

  it("answers a write the guard refuses at a page without a form in a short text no cache keeps", async () => {
    for (const [request, status] of [
      [`POST /en/view/media/alertsConfirm HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://elsewhere.example\r\nConnection: close\r\n${FORM}`, 403],
      [`POST /en/view/media/alertsUnsubscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1\r\nConnection: close\r\n\r\nx`, 415],
    ] as const) {
      const answer = await raw(request);
      expect([answer.status, header(answer, "Cache-Control")], request.split("\r\n")[0]).toEqual([status, "no-store"]);
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
