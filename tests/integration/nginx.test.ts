/**
 * nginx in front of the app as deployed: deploy/nginx.conf with the build's build/nginx/*.conf, and one app instance
 * behind it. nginx answers the prerendered pages and the files of build/client itself, with the app's status, headers
 * and bytes, and sends the precompressed copies; a server-rendered page and an address the app would move elsewhere
 * reach the app unchanged.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales } from "../../app/i18n/locales";
import { localeFromPathname } from "../../app/i18n/paths";
import { FORM_TOKEN_PATH } from "../../app/forms/form-fields";
import ja from "../../app/i18n/messages/ja.json" with { type: "json" };
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import { MAX_BODY_BYTES } from "../../server/request-guard";
import { staysOnSite } from "../../server/same-origin";
import { CJK_LOCALES, contactPath, fullLength, fullLengthFields, type CjkLocale } from "../support/full-length-inquiry";
import { get, headerOf, rawRequest, type RawAnswer } from "../support/net";
import { startNginx, type RunningNginx } from "../support/nginx";
import { ROOT, ServerHarness, inquiryFields, submitForm, urlencoded } from "./support";

const CLIENT_DIR = path.join(ROOT, "build/client");
/** What nginx must send exactly as the app does. */
const SAME_HEADERS = [
  "content-type",
  "content-security-policy",
  "cache-control",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "x-frame-options",
];
const SERVER_RENDERED = "/en/view/technology/searchResult?q=chip";

function decoded({ headers, body }: RawAnswer): Buffer {
  const encoding = headers["content-encoding"];
  if (encoding === undefined) return body;
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  throw new Error(`Unexpected Content-Encoding ${encoding}`);
}

/** The first and the last prerendered page of every language: the home pages and pages deep in /view/. */
function samplePages(): string[] {
  const { id } = JSON.parse(readFileSync(path.join(CLIENT_DIR, "builds/latest.json"), "utf8")) as { id: string };
  const { prerendered } = JSON.parse(readFileSync(path.join(CLIENT_DIR, `builds/meta/${id}.json`), "utf8")) as { prerendered: string[] };
  return locales.flatMap((locale) => {
    const pages = prerendered.filter((page) => localeFromPathname(page) === locale);
    if (pages.length === 0) throw new Error(`The build prerenders no page in ${locale}`);
    return [...new Set([pages[0]!, pages.at(-1)!])];
  });
}

/** A hashed script of the build with both precompressed copies. */
function hashedAsset(): string {
  const assets = path.join(CLIENT_DIR, "assets");
  const file = readdirSync(assets).find((name) => name.endsWith(".js") && existsSync(path.join(assets, `${name}.gz`)));
  if (!file) throw new Error("No script in build/client/assets has a .gz copy: run `npm run build` (scripts/precompress.ts writes them)");
  return `/assets/${file}`;
}

describe("nginx in front of the app", () => {
  let pages: string[] = [];
  let asset = "";
  let files: string[] = [];
  let app: ServerHarness | undefined;
  let nginx: RunningNginx | undefined;

  beforeAll(async () => {
    // First, as it says what is missing without a build.
    app = await ServerHarness.create();
    pages = samplePages();
    asset = hashedAsset();
    files = [asset, "/builds/latest.json", "/sitemap.xml"];
    await app.start();
    nginx = await startNginx({ upstreams: [`127.0.0.1:${app.port}`] });
  });

  afterAll(async () => {
    await nginx?.stop();
    await app?.dispose();
  });

  it("answers every kind of address with the app's status and headers, and tells no version", async () => {
    // The form token's answer too: the app's `no-store`, not the files' hour.
    for (const address of [...pages, ...files, SERVER_RENDERED, FORM_TOKEN_PATH]) {
      for (const encoding of ["br, gzip", "gzip", "identity"]) {
        const [fromApp, fromNginx] = await Promise.all([get(app!.origin + address, encoding), get(nginx!.origin + address, encoding)]);
        const what = `${address} (Accept-Encoding: ${encoding})`;
        expect(fromNginx.status, `${what}: status`).toBe(fromApp.status);
        expect(fromApp.status, `${what}: status of the app`).toBe(200);
        for (const name of SAME_HEADERS) expect(fromNginx.headers[name], `${what}: ${name}`).toBe(fromApp.headers[name]);
        expect(fromNginx.headers["content-encoding"], `${what}: Content-Encoding`).toBe(fromApp.headers["content-encoding"]);
        expect(fromNginx.headers.server, `${what}: Server, without a version`).toBe("nginx");
      }
    }
  });

  it("sends the Brotli copy, the gzip copy or the file itself, whose content is the app's", async () => {
    for (const address of [...pages, asset, "/sitemap.xml"]) {
      const file = path.join(CLIENT_DIR, address, pages.includes(address) ? "index.html" : "");
      for (const [encoding, sent] of [["br", `${file}.br`], ["gzip", `${file}.gz`], ["identity", file]] as const) {
        const [fromApp, fromNginx] = await Promise.all([get(app!.origin + address, encoding), get(nginx!.origin + address, encoding)]);
        const what = `${address} (Accept-Encoding: ${encoding})`;
        expect(fromNginx.headers["content-encoding"] ?? "identity", `${what}: Content-Encoding`).toBe(encoding);
        expect(fromNginx.body.equals(readFileSync(sent)), `${what}: nginx sends ${path.relative(ROOT, sent)} as it is`).toBe(true);
        expect(decoded(fromNginx).equals(decoded(fromApp)), `${what}: the decoded body is the app's`).toBe(true);
      }
    }
  });

  it("hands an address with doubled slashes or a trailing slash to the app, which moves it to its canonical address", async () => {
    for (const [address, canonical] of [
      ["//en/view/about", "/en/view/about"],
      ["//en/view/about/about", "/en/view/about/about"],
      ["/en/view/about/about/", "/en/view/about/about"],
      ["//favicon.svg", "/favicon.svg"],
    ] as const) {
      const [fromApp, fromNginx] = await Promise.all([get(app!.origin + address, "identity"), get(nginx!.origin + address, "identity")]);
      expect(fromApp.headers.location, `${address}: the app's Location`).toBe(canonical);
      expect(fromNginx.status, `${address}: status`).toBe(301);
      expect(fromNginx.headers.location, `${address}: Location, as the app sent it`).toBe(canonical);
      expect(staysOnSite(fromNginx.headers.location!), `${address}: Location stays on the site`).toBe(true);
    }
  });

  it("leaves a directory of build/client to the app: no redirect to its slashed address, no listing", async () => {
    for (const address of ["/en/view/about", "/assets"]) {
      const [fromApp, fromNginx] = await Promise.all([get(app!.origin + address, "identity"), get(nginx!.origin + address, "identity")]);
      expect(fromApp.status, `${address}: the app's status`).toBe(404);
      expect(fromNginx.status, `${address}: status`).toBe(fromApp.status);
      expect(fromNginx.headers.location, `${address}: Location`).toBeUndefined();
      expect(fromNginx.headers["content-type"], `${address}: Content-Type`).toBe(fromApp.headers["content-type"]);
    }
  });

  const postThroughNginx = (locale: CjkLocale, contents?: string) => {
    const fields = { ...inquiryFields(0, app!.formToken()), ...fullLengthFields(locale, contents) };
    return { bytes: urlencoded(fields).length, answer: submitForm({ origin: nginx!.origin, contactUrl: nginx!.origin + contactPath(locale) }, fields) };
  };

  it("hands a full-length inquiry in Korean, Japanese and Chinese to the app, which registers it", async () => {
    for (const locale of CJK_LOCALES) {
      const { bytes, answer } = postThroughNginx(locale);
      expect(bytes, `${locale}: the post's size`).toBeGreaterThan(100_000);
      expect((await answer).status, `${locale}: status`).toBe(303);
    }
  });

  it("answers a post over the limit with the contact form and a message in the page's language, not nginx's 413 page", async () => {
    const { bytes, answer } = postThroughNginx("ko", fullLength("ko", 13_000));
    expect(bytes).toBeGreaterThan(MAX_BODY_BYTES);
    const { status, headers, body } = await answer;
    expect(status).toBe(413);
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(body).toContain(ko["inquiry.error.tooLarge"]);
    expect(body).toContain(`name="formToken"`);
  });

  it("answers a page's file and the compressed copies at their own names as the app does, not as files", async () => {
    for (const [address, status] of [
      ["/en/index.html", 301],
      ["/index.html.br", 404],
      ["/index.html.gz", 404],
      ["/en/view/about/about/index.html.gz", 404],
      ["/sitemap.xml.br", 404],
      ["/sitemap.xml.gz", 404],
      [`${asset}.br`, 404],
      ["/en.data.br", 404],
    ] as const) {
      for (const encoding of ["br", "identity"]) {
        const [fromApp, fromNginx] = await Promise.all([get(app!.origin + address, encoding), get(nginx!.origin + address, encoding)]);
        expect([fromApp.status, fromNginx.status], `${address} (${encoding}): the app's status, nginx's`).toEqual([status, status]);
        expect(fromNginx.headers["cache-control"], `${address} (${encoding}): Cache-Control`).toBe(fromApp.headers["cache-control"]);
      }
    }
  });

  it("answers a method the site does not take 405, with Allow and the site's page, as the app does", async () => {
    for (const method of ["TRACE", "FOO", "PROPFIND", "DELETE"]) {
      const request = `${method} /ja/view/media/news HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
      const [fromApp, fromNginx] = await Promise.all([rawRequest(app!.port, request), rawRequest(nginx!.port, request)]);
      for (const [who, answer] of [["the app", fromApp], ["nginx", fromNginx]] as const) {
        expect([answer.status, headerOf(answer, "Allow"), headerOf(answer, "Cache-Control")], `${method} through ${who}`).toEqual([405, "GET, HEAD", "no-store"]);
        expect(headerOf(answer, "Content-Type"), `${method} through ${who}`).toBe("text/html; charset=utf-8");
        expect(answer.body, `${method} through ${who}`).toContain(`<h1>${ja["error.methodNotAllowed.title"]}</h1>`);
      }
    }
  });

  it("answers a Host that names no host 400 with the app's page, never 500", async () => {
    for (const host of ["a.1", "a^b", "a|b", "%zz", "a]b", "a:99999", "a:b:c", "[::1", "[", "a<b>", "www.example.123"]) {
      for (const request of [
        `GET /en HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        `GET /en/view/media/alerts HTTP/1.1\r\nHost: ${host}\r\nRange: bytes=0-10\r\nConnection: close\r\n\r\n`,
        `POST /en/view/media/alerts HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b`,
        `GET http://${host}/en HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      ]) {
        const answer = await rawRequest(nginx!.port, request);
        const what = `${request.split("\r\n")[0]} with Host ${host}`;
        expect(answer.status, what).toBe(400);
        // nginx's own parser refuses some hosts in a target in absolute form (`http://a^b/`), with its own 400 page.
        if (request.startsWith("GET http://") && headerOf(answer, "X-Request-Id") === undefined) continue;
        expect(headerOf(answer, "Cache-Control"), what).toContain("no-store");
        expect(answer.body, what).toContain("<!DOCTYPE html>");
      }
    }
  });

  // Last: it stops the app.
  it("serves the prerendered pages without the app, which a server-rendered page needs", async () => {
    const before = await Promise.all(pages.map((page) => get(nginx!.origin + page, "br")));
    await app!.stop();
    for (const [index, page] of pages.entries()) {
      const after = await get(nginx!.origin + page, "br");
      expect(after.status, `${page} with the app stopped: status`).toBe(200);
      expect(after.body.equals(before[index]!.body), `${page} with the app stopped: the same body`).toBe(true);
    }
    expect((await get(nginx!.origin + SERVER_RENDERED, "br")).status, `${SERVER_RENDERED} with the app stopped: status`).toBe(502);
  });
});
