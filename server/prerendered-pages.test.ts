import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPrerenderedPages } from "./prerendered-pages";
import { contentSecurityPolicy } from "./security-headers";

const html = "<!DOCTYPE html><html><head><script>document.documentElement.dataset.ready='1'</script></head><body>Page</body></html>";
let dir: string;
let origin: string;
let close: () => void;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "prerendered-"));
  await mkdir(path.join(dir, "en/page"), { recursive: true });
  const file = path.join(dir, "en/page/index.html");
  await writeFile(file, html);
  await writeFile(`${file}.br`, brotliCompressSync(html));
  await writeFile(`${file}.gz`, gzipSync(html));
  const pages = await loadPrerenderedPages(dir, "build-a", ["/en/page"]);
  const server = createServer((req, res) => {
    const answer = pages.answerFor(req);
    if (answer) answer(res, ["Content-Security-Policy", "default-src 'none'", "X-Request-Id", "request-1"]);
    else res.writeHead(404).end("fell through");
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close?.();
  await rm(dir, { recursive: true, force: true });
});

const get = (urlPath: string, headers: Record<string, string> = {}, method = "GET") => fetch(origin + urlPath, { method, headers });

describe("prerendered pages from memory", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["identity", null],
  ])("sends the copy that Accept-Encoding %s allows, with the page's CSP and the lines it is given", async (accept, encoding) => {
    // fetch() decodes br and gzip itself: the body is the page whichever copy was sent.
    const answer = await get("/en/page", { "Accept-Encoding": accept });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toBe(encoding);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("content-security-policy")).toBe(contentSecurityPolicy(html));
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    expect(answer.headers.get("x-request-id")).toBe("request-1");
    expect(await answer.text()).toBe(html);
  });

  it("answers 304 to the page's ETag and no body to HEAD", async () => {
    const first = await get("/en/page", { "Accept-Encoding": "gzip" });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+-gzip"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      expect((await get("/en/page", { "Accept-Encoding": "gzip", "If-None-Match": ifNoneMatch })).status, ifNoneMatch).toBe(304);
    }
    expect((await get("/en/page", { "Accept-Encoding": "br", "If-None-Match": etag })).status, "another copy, another tag").toBe(200);
    const head = await get("/en/page", { "Accept-Encoding": "identity" }, "HEAD");
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([200, String(Buffer.byteLength(html)), ""]);
  });

  it("finds a page by its exact path whatever the query, and no other address or method", async () => {
    expect((await get("/en/page?utm_source=mail")).status).toBe(200);
    expect(await (await get("/en/other")).text()).toBe("fell through");
    expect(await (await get("/en/page/")).text()).toBe("fell through");
    expect(await (await get("/en/page", {}, "POST")).text()).toBe("fell through");
  });
});
