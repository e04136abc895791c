import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { PAGE_CACHE_CONTROL } from "./cache-policy";
import { type Encoding, entityTag, type HeaderLines, negotiatedEncoding, type PreparedAnswer, sendPrepared } from "./prepared-answer";
import { isRead, pathOf } from "./request-url";
import { contentSecurityPolicy } from "./security-headers";

/** A page's answer in each encoding it has a copy in. */
type PrerenderedPage = Map<Encoding, PreparedAnswer>;

async function loadPage(clientDir: string, buildId: string, urlPath: string): Promise<PrerenderedPage> {
  const file = path.join(clientDir, urlPath, "index.html");
  const identity = await readFile(file);
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy(identity.toString("utf8"))],
    ["Cache-Control", PAGE_CACHE_CONTROL],
    ["Content-Type", "text/html; charset=utf-8"],
  ];
  const page: PrerenderedPage = new Map();
  const addCopy = (encoding: Encoding, body: Buffer) => page.set(encoding, { status: 200, headers, body, encoding, etag: entityTag(buildId, identity, encoding) });
  addCopy("identity", identity);
  for (const [encoding, extension] of [["br", ".br"], ["gzip", ".gz"]] as const) {
    const copy = await readFile(file + extension).catch(() => null);
    if (copy) addCopy(encoding, copy);
  }
  return page;
}

/**
 * The prerendered pages in memory: each page's file and its Brotli and gzip copies (scripts/precompress.ts), read
 * at start, with its CSP and an ETag. `answerFor` finds a request's page without parsing more than its path, and its
 * answer only picks the copy and writes it: the server sends these before Express, whose routing and res.send cost
 * most of their throughput.
 */
export async function loadPrerenderedPages(clientDir: string, buildId: string, paths: readonly string[]) {
  const pages = new Map(await Promise.all(paths.map(async (urlPath) => [urlPath, await loadPage(clientDir, buildId, urlPath)] as const)));
  return {
    /** The answer to a GET or HEAD of a page by its exact path, whatever the query; it sends `more` header lines too. */
    answerFor(req: IncomingMessage): ((res: ServerResponse, more: HeaderLines) => void) | undefined {
      if (!isRead(req.method) || req.url === undefined) return undefined;
      const page = pages.get(pathOf(req.url));
      return page && ((res, more) => sendPrepared(req, res, page.get(negotiatedEncoding(req, (encoding) => page.has(encoding)))!, more));
    },
  };
}
