import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { keepsAnswerTo, paramsReadAt } from "./query-params";
import { canonicalUrl as canonicalUrlReading, createRenderCache, isStorable, type RenderCacheOptions } from "./render-cache";
import { contentSecurityPolicy } from "./security-headers";

const PLACEHOLDER = "0000000000000.placeholder";
/** The key of a URL with the site's own list of the parameters each route reads. */
const canonicalUrl = (url: string) => canonicalUrlReading(url, paramsReadAt);
const page = (text: string) => `<!DOCTYPE html><html><head><script>window.page=${JSON.stringify(text)}</script></head><body>${text.repeat(400)}</body></html>`;
const htmlResponse = (html: string, init: ResponseInit = {}) =>
  new Response(html, { status: 200, ...init, headers: { "Content-Type": "text/html", "Content-Security-Policy": contentSecurityPolicy(html), ...init.headers } });

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * An app with the cache in front of `respond`, as server/app.ts has it: kept answers sent before Express (marked
 * `X-Sent-By: kept` here, with a default CSP as the app's security headers have one), the rest through Express with
 * compression() around it. Counts the renders and the answers.
 */
async function serve(respond: (url: string) => Response | Promise<Response>, options: Partial<RenderCacheOptions> = {}) {
  let tokens = 0;
  const counted: string[] = [];
  const cache = createRenderCache({
    maxBytes: 1024 * 1024,
    buildId: "build-a",
    perResponseValue: { placeholder: PLACEHOLDER, value: () => `token-${++tokens}` },
    paramsRead: paramsReadAt,
    keepsAnswerTo,
    holdsTyped: () => false,
    counts: (result) => counted.push(result),
    ...options,
  });
  const rendered: string[] = [];
  const app = express();
  app.use(compression({ filter: (req, res) => !res.locals.encoded && compression.filter(req, res) }));
  app.all("/{*path}", async (req, res, next) => {
    if (!cache.admits(req)) return void res.status(418).send("not from the cache");
    await cache
      .respond(req, res, async (url) => {
        rendered.push(url);
        return respond(url);
      })
      .catch(next);
  });
  const server = http
    .createServer((req, res) => {
      const kept = cache.keptAnswerFor(req);
      if (!kept) return void app(req, res);
      kept(res, ["X-Sent-By", "kept", "Content-Security-Policy", "default-src 'none'"]);
    })
    .listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const request = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      http
        .request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const body = Buffer.concat(chunks);
            const encoding = body.length > 0 ? res.headers["content-encoding"] : undefined;
            const decoded = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
            resolve({ status: res.statusCode!, headers: res.headers, body, text: decoded.toString("utf8") });
          });
        })
        .on("error", reject)
        .end();
    });
  return { request, rendered, cache, counted };
}

describe("canonicalUrl", () => {
  it.each([
    ["/en/view/media/news", "/en/view/media/news"],
    ["/en/view/media/news?", "/en/view/media/news"],
    ["/en/view/media/news?page=2&category=event", "/en/view/media/news?category=event&page=2"],
    ["/en/view/media/news?category=event&page=2", "/en/view/media/news?category=event&page=2"],
    // Repeated names keep their order: the comparison table lists its columns in the order asked.
    ["/en/view/technology/comparison.csv?column=b&utm_source=1&column=a", "/en/view/technology/comparison.csv?column=b&column=a"],
    // One spelling of a value for what the loaders read: a space as %20 or +, an escaped letter or not.
    ["/ja/view/technology/searchResult?q=%E5%8D%8A%20x", "/ja/view/technology/searchResult?q=%E5%8D%8A+x"],
    ["/en/view/technology/searchResult?q=%44olphin", "/en/view/technology/searchResult?q=Dolphin"],
  ])("%s is kept as %s", (url, canonical) => {
    expect(canonicalUrl(url)).toBe(canonical);
  });

  it("keeps what may change the page: the path as sent, a value's letter case, an empty parameter the page reads", () => {
    const search = "/en/view/technology/searchResult";
    expect(canonicalUrl("/en/view/media/News")).toBe("/en/view/media/News");
    expect(canonicalUrl("/en/view/media/%6Eews")).toBe("/en/view/media/%6Eews");
    expect(canonicalUrl(`${search}?q=Tetra`)).not.toBe(canonicalUrl(`${search}?q=tetra`));
    expect(canonicalUrl(`${search}?q=`)).toBe(`${search}?q=`);
  });

  it.each([
    ["/en/view/media/news?fbclid=IwAR1&category=esg&utm_source=mail", "/en/view/media/news?category=esg"],
    ["/view/media/newsView?gclid=x&id=3", "/view/media/newsView?id=3"],
    ["/en/view/about/contact?product=dolphin5&sent=INQ-1&ref=x", "/en/view/about/contact?product=dolphin5&sent=INQ-1"],
    ["/en/view/media/news.data?_routes=en%2Fmedia-news&fbclid=1", "/en/view/media/news.data?_routes=en%2Fmedia-news"],
    ["/en/view/nothing/here?x=1", "/en/view/nothing/here"],
    // A parameter its loader reads with get(): a second value changes nothing, and makes no entry of its own.
    ["/view/media/newsView?id=3&id=abc", "/view/media/newsView?id=3"],
    ["/en/view/media/news?page=2&category=event&page=x", "/en/view/media/news?category=event&page=2"],
    ["/en/view/about/about?category=esg", "/en/view/about/about"],
    // React Router's route discovery: without its build's version it answers that the build changed, and every
    // navigation inside the app became a page load.
    ["/__manifest?version=a1b2&paths=%2Fen%2C%2Fen%2Fview%2Fabout%2Fculture&utm_source=1", "/__manifest?paths=%2Fen%2C%2Fen%2Fview%2Fabout%2Fculture&version=a1b2"],
  ])("drops from %s the parameters its route does not read", (url, canonical) => {
    expect(canonicalUrl(url)).toBe(canonical);
  });
});

describe("the render cache", () => {
  it("renders a page once: the second answer is a hit with the same bytes, for GET and HEAD, sent before Express", async () => {
    const { request, rendered, counted } = await serve(() => htmlResponse(page("news")));
    const first = await request("/en/view/media/news?page=2&category=event", { "Accept-Encoding": "br" });
    const second = await request("/en/view/media/news?category=event&page=2", { "Accept-Encoding": "br" });
    const head = await request("/en/view/media/news?page=2&category=event", { "Accept-Encoding": "br" }, "HEAD");
    expect([first.headers["x-render-cache"], second.headers["x-render-cache"], head.headers["x-render-cache"]]).toEqual(["miss", "hit", "hit"]);
    expect(rendered).toEqual(["/en/view/media/news?category=event&page=2"]);
    expect([first.headers["x-sent-by"], second.headers["x-sent-by"], head.headers["x-sent-by"]]).toEqual([undefined, "kept", "kept"]);
    expect(counted).toEqual(["miss", "hit", "hit"]);
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.text).toBe(page("news"));
    expect(first.headers).toMatchObject({
      "content-type": "text/html",
      "content-encoding": "br",
      "content-security-policy": contentSecurityPolicy(page("news")),
      "cache-control": "public, max-age=0, must-revalidate",
      vary: "Accept-Encoding",
    });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(first.body.length));
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-security-policy"], "the page's own CSP, not the default as well").toBe(first.headers["content-security-policy"]);
  });

  it("answers a HEAD first with the page's headers, and keeps the page for the GET that follows", async () => {
    const { request, rendered } = await serve(() => htmlResponse(page("board")));
    const head = await request("/board", {}, "HEAD");
    const get = await request("/board");
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(page("board"))));
    expect(get.headers["x-render-cache"]).toBe("hit");
    expect(get.text).toBe(page("board"));
    expect(rendered).toHaveLength(1);
  });

  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["deflate", undefined],
    ["", undefined],
  ])("keeps a copy for Accept-Encoding %s, encoded as %s, which compression() leaves alone", async (accept, encoding) => {
    const { request } = await serve(() => htmlResponse(page("copy")));
    const answer = await request("/copy", { "Accept-Encoding": accept });
    expect(answer.headers["content-encoding"]).toBe(encoding);
    expect(answer.text).toBe(page("copy"));
    expect(answer.headers.etag).toMatch(new RegExp(`^"[\\w-]{27}-${encoding ?? "identity"}"$`));
  });

  it("answers 304 to the copy's ETag, weak or in a list, and 200 to another copy's or another build's", async () => {
    const first = await serve(() => htmlResponse(page("tagged")));
    const { etag } = (await first.request("/tagged", { "Accept-Encoding": "gzip" })).headers;
    for (const ifNoneMatch of [etag!, `W/${etag}`, `"other", ${etag}`]) {
      const answer = await first.request("/tagged", { "Accept-Encoding": "gzip", "If-None-Match": ifNoneMatch });
      expect(answer.status).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers.etag).toBe(etag);
    }
    expect((await first.request("/tagged", { "Accept-Encoding": "br", "If-None-Match": etag! })).status, "another copy").toBe(200);
    const nextBuild = await serve(() => htmlResponse(page("tagged")), { buildId: "build-b" });
    const answer = await nextBuild.request("/tagged", { "Accept-Encoding": "gzip", "If-None-Match": etag! });
    expect(answer.status, "the same bytes from the next build").toBe(200);
    expect(answer.headers.etag).not.toBe(etag);
  });

  it("keeps a 404 page, without an ETag: a conditional request is not answered for a page that does not exist", async () => {
    const { request, rendered } = await serve(() => htmlResponse(page("missing"), { status: 404 }));
    await request("/missing");
    const second = await request("/missing", { "If-None-Match": "*" });
    expect(second.status).toBe(404);
    expect(second.headers["x-render-cache"]).toBe("hit");
    expect(second.headers.etag).toBeUndefined();
    expect(rendered).toHaveLength(1);
  });

  it("never keeps a 404 to a query, so that values without end take no entries: each request renders it again", async () => {
    const { request, rendered, cache } = await serve(() => htmlResponse(page("missing"), { status: 404 }));
    const first = await request("/en/view/media/news?page=abc");
    const second = await request("/en/view/media/news?page=abc");
    expect([first.status, second.status]).toEqual([404, 404]);
    expect([first.headers["x-render-cache"], second.headers["x-render-cache"]]).toEqual(["miss", "miss"]);
    expect(rendered).toHaveLength(2);
    expect(cache.entries()).toBe(0);
  });

  it("drops a parameter no page reads from the key: random ones add no entry", async () => {
    const { request, rendered, cache } = await serve(() => htmlResponse(page("news")));
    for (const query of ["", "?utm_source=a", "?fbclid=b&x=c"]) expect((await request(`/en/view/media/news${query}`)).status).toBe(200);
    expect(rendered).toEqual(["/en/view/media/news"]);
    expect(cache.entries()).toBe(1);
  });

  it.each([
    ["a product the site shows", "/en/view/about/contact?product=dolphin5", true],
    ["a product it does not show", "/en/view/about/contact?product=dolphin5x", false],
    ["a subject the form knows", "/ja/view/about/contact?subject=accessibility", true],
    ["a subject it does not know", "/ja/view/about/contact?subject=%3Cb%3E", false],
    ["an inquiry's reference, one visitor's own", "/view/about/contact?sent=INQ-20261129-7KQ2", false],
    ["an alert topic", "/zh/view/media/alerts?topic=press", true],
    ["an unknown alert topic", "/zh/view/media/alerts?topic=pressx", false],
    ["the mark of a sign-up", "/en/view/media/alerts?sent=1", true],
    ["another mark", "/en/view/media/alerts?sent=2", false],
    ["a comparison column", "/en/view/technology/comparison.csv?column=npu&column=cpu", true],
    ["an unknown column beside a known one", "/en/view/technology/comparison.csv?column=npu&column=x", false],
    ["the routes of a page's navigation", "/en/view/media/news.data?_routes=root%2Cen%2Fmedia-news", true],
    ["another page's route", "/en/view/media/news.data?_routes=en%2Fmedia-press", false],
    ["route discovery of site addresses", "/__manifest?paths=%2Fen%2C%2Fen%2Fview%2Fabout%2Fculture&version=a1b2", true],
    ["route discovery of an address no page answers", "/__manifest?paths=%2Fen%2C%2Fen%2Fx1&version=a1b2", false],
  ])("keeps a page at an address with %s only when the value makes a page of its own", async (_, url, kept) => {
    const { request, rendered, cache } = await serve(() => htmlResponse(page("page")));
    const answers = [await request(url), await request(url)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.headers["x-render-cache"])).toEqual(kept ? ["miss", "hit"] : ["miss", "miss"]);
    expect(rendered).toHaveLength(kept ? 1 : 2);
    expect(cache.entries()).toBe(kept ? 1 : 0);
  });

  it.each([
    ["a server error", () => htmlResponse(page("error"), { status: 500 })],
    ["an unavailable service", () => htmlResponse(page("busy"), { status: 503, headers: { "Retry-After": "5" } })],
    ["a permanent redirect", () => new Response(null, { status: 308, headers: { Location: "/elsewhere" } })],
    ["a moved page", () => new Response(null, { status: 301, headers: { Location: "/elsewhere" } })],
    ["a cookie", () => htmlResponse(page("cookie"), { headers: { "Set-Cookie": "visitor=1" } })],
    ["Cache-Control: private", () => htmlResponse(page("private"), { headers: { "Cache-Control": "private, max-age=60" } })],
    ["Cache-Control: no-store", () => htmlResponse(page("no-store"), { headers: { "Cache-Control": "no-store" } })],
    ["Vary: Cookie", () => htmlResponse(page("vary"), { headers: { Vary: "Accept-Encoding, Cookie" } })],
  ])("never keeps %s: each request renders it again", async (_, respond) => {
    const { request, rendered } = await serve(respond);
    const first = await request("/page");
    const second = await request("/page");
    expect([first.headers["x-render-cache"], second.headers["x-render-cache"]]).toEqual(["miss", "miss"]);
    expect(second.headers.etag).toBeUndefined();
    expect(rendered).toHaveLength(2);
  });

  it("checks each rule on the renderer's answer", () => {
    expect(isStorable(htmlResponse("x"))).toBe(true);
    expect(isStorable(htmlResponse("x", { headers: { Vary: "accept-encoding" } }))).toBe(true);
    expect(isStorable(htmlResponse("x", { headers: { "Cache-Control": "public, max-age=300" } }))).toBe(true);
    expect(isStorable(htmlResponse("x", { headers: { "Cache-Control": "no-cache" } }))).toBe(false);
    expect(isStorable(htmlResponse("x", { headers: { "Content-Encoding": "gzip" } }))).toBe(false);
    expect(isStorable(htmlResponse("x", { headers: { Vary: "*" } }))).toBe(false);
    expect(isStorable(new Response(null, { status: 204 }))).toBe(false);
  });

  it("admits only GET and HEAD without Range, and nothing when its size is 0", async () => {
    const { request } = await serve(() => htmlResponse(page("admitted")));
    expect((await request("/admitted", {}, "POST")).status).toBe(418);
    expect((await request("/admitted", { Range: "bytes=0-10" })).status).toBe(418);
    const off = await serve(() => htmlResponse(page("off")), { maxBytes: 0 });
    expect((await off.request("/off")).status).toBe(418);
  });

  it("holds at most maxBytes, evicting the least recently used page", async () => {
    const body = "x".repeat(10_000);
    const { request, rendered, cache } = await serve(() => new Response(body, { headers: { "Content-Type": "application/octet-stream" } }), { maxBytes: 25_000 });
    await request("/a");
    await request("/b");
    await request("/a");
    await request("/c");
    expect(cache.bytes()).toBeLessThanOrEqual(25_000);
    expect(cache.bytes()).toBeGreaterThan(20_000);
    expect((await request("/a")).headers["x-render-cache"], "used last but one").toBe("hit");
    expect((await request("/c")).headers["x-render-cache"]).toBe("hit");
    expect((await request("/b")).headers["x-render-cache"], "the least recently used").toBe("miss");
    expect(rendered).toEqual(["/a", "/b", "/c", "/b"]);
    await request("/huge-" + "y".repeat(30_000));
    expect(cache.bytes(), "a page larger than the bound is not kept").toBeLessThanOrEqual(25_000);
  });

  it("gives every response of a page with a per-response value its own value, CSP and encoding, from one render", async () => {
    const { request, rendered } = await serve(() => htmlResponse(page(PLACEHOLDER)));
    const answers = [await request("/contact", { "Accept-Encoding": "br" }), await request("/contact", { "Accept-Encoding": "br" }), await request("/contact")];
    expect(answers.map((answer) => answer.text)).toEqual([page("token-1"), page("token-2"), page("token-3")]);
    expect(answers.map((answer) => answer.headers["content-security-policy"])).toEqual(answers.map((answer) => contentSecurityPolicy(answer.text)));
    expect(answers[0]!.headers["content-encoding"]).toBe("br");
    expect(answers[0]!.headers["content-length"]).toBe(String(answers[0]!.body.length));
    expect(answers[0]!.headers["cache-control"]).toBe("private, no-cache");
    expect(answers[0]!.headers.etag).toBeUndefined();
    expect(answers.map((answer) => answer.headers["x-render-cache"])).toEqual(["miss", "hit", "miss"]);
    expect(answers.map((answer) => answer.headers["x-sent-by"]), "each value is made for its response, never before Express").toEqual([undefined, undefined, undefined]);
    expect(rendered).toEqual(["/contact", "/contact"]);
  });

  it("renders once for concurrent misses of one page, and separately for an error", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const kept = await serve(async () => {
      await held;
      return htmlResponse(page("spike"));
    });
    const answers = Promise.all(Array.from({ length: 5 }, () => kept.request("/spike")));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await answers).map((answer) => answer.text)).toEqual(Array(5).fill(page("spike")));
    expect(kept.rendered).toHaveLength(1);

    let failures = 0;
    const failing = await serve(async () => htmlResponse(page(`error ${++failures}`), { status: 500 }));
    const errors = await Promise.all(Array.from({ length: 3 }, () => failing.request("/failing")));
    expect(new Set(errors.map((answer) => answer.text)).size, "each request its own error page").toBe(3);
  });

  it("never keeps, nor says hit or miss to, an answer where the URL holds what a visitor typed", async () => {
    const results = "/en/view/technology/searchResult?q=secret";
    const { request, rendered, counted } = await serve(() => htmlResponse(page("results")), { holdsTyped: (url) => url.startsWith("/en/view/technology/searchResult") });
    for (let round = 0; round < 2; round++) expect((await request(results)).headers["x-render-cache"]).toBeUndefined();
    expect(rendered, "rendered for each answer").toEqual([results, results]);
    expect(counted, "neither a hit nor a miss").toEqual([]);
    expect((await request("/board")).headers["x-render-cache"]).toBe("miss");
  });
});
