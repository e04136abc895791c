import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { PAGE_CACHE_CONTROL } from "./cache-policy";
import { type Encoding, type HeaderLines, negotiatedEncoding, type PreparedAnswer, sendPrepared } from "./prepared-answer";
import { contentSecurityPolicy } from "./security-headers";

/** A page's answer in each encoding it has a copy in. */
type PrerenderedPage = Map<Encoding, PreparedAnswer>;

async function loadPage(clientDir: string, urlPath: string): Promise<PrerenderedPage> {
  const file = path.join(clientDir, urlPath, "index.html");
  const identity = await readFile(file);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy(identity.toString("utf8"))],
    ["Cache-Control", PAGE_CACHE_CONTROL],
    ["Content-Type", "text/html; charset=utf-8"],
  ];
  const page: PrerenderedPage = new Map();
  const answer = (encoding: Encoding, body: Buffer) => page.set(encoding, { status: 200, headers, body, encoding, etag: `"${hash}-${encoding}"` });
  answer("identity", identity);
  for (const [encoding, extension] of [["br", ".br"], ["gzip", ".gz"]] as const) {
    const copy = await readFile(file + extension).catch(() => null);
    if (copy) answer(encoding, copy);
  }
  return page;
}

/**
 * The prerendered pages in memory: each page's file and its Brotli and gzip copies (scripts/precompress.ts), read
 * at start (120 pages, 11.6 MB), with its CSP and an ETag. `answerFor` finds a request's page without parsing more
 * than its path, and its answer only picks the copy and writes it: the server sends these before Express, whose
 * routing and res.send made the pages served per second a quarter of nginx's.
 */
export async function loadPrerenderedPages(clientDir: string, paths: readonly string[]) {
  const pages = new Map(await Promise.all(paths.map(async (urlPath) => [urlPath, await loadPage(clientDir, urlPath)] as const)));
  return {
    /** The answer to a GET or HEAD of a page by its exact path, whatever the query; it sends `more` header lines too. */
    answerFor(req: IncomingMessage): ((res: ServerResponse, more: HeaderLines) => void) | undefined {
      if ((req.method !== "GET" && req.method !== "HEAD") || req.url === undefined) return undefined;
      const queryAt = req.url.indexOf("?");
      const page = pages.get(queryAt === -1 ? req.url : req.url.slice(0, queryAt));
      return page && ((res, more) => sendPrepared(req, res, page.get(negotiatedEncoding(req, (encoding) => page.has(encoding)))!, more));
    },
  };
}
