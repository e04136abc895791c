import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { PAGE_CACHE_CONTROL } from "./cache-policy";
import { acceptsEncoding } from "./precompressed";
import { contentSecurityPolicy } from "./security-headers";

type Encoding = "br" | "gzip" | "identity";
type PrerenderedPage = { bodies: Map<Encoding, Buffer>; csp: string; etag: string };

async function loadPage(clientDir: string, urlPath: string): Promise<PrerenderedPage> {
  const file = path.join(clientDir, urlPath, "index.html");
  const identity = await readFile(file);
  const bodies = new Map<Encoding, Buffer>([["identity", identity]]);
  for (const [encoding, extension] of [["br", ".br"], ["gzip", ".gz"]] as const) {
    const copy = await readFile(file + extension).catch(() => null);
    if (copy) bodies.set(encoding, copy);
  }
  const etag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return { bodies, csp: contentSecurityPolicy(identity.toString("utf8")), etag };
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
    /** The answer to a GET or HEAD of a page by its exact path, whatever the query. */
    answerFor(req: IncomingMessage): ((res: ServerResponse) => void) | undefined {
      if ((req.method !== "GET" && req.method !== "HEAD") || req.url === undefined) return undefined;
      const queryAt = req.url.indexOf("?");
      const page = pages.get(queryAt === -1 ? req.url : req.url.slice(0, queryAt));
      return page && ((res) => send(req, res, page));
    },
  };
}

function send(req: IncomingMessage, res: ServerResponse, { bodies, csp, etag }: PrerenderedPage) {
  const encoding = (["br", "gzip"] as const).find((candidate) => bodies.has(candidate) && acceptsEncoding(req, candidate)) ?? "identity";
  const body = bodies.get(encoding)!;
  const tag = `"${etag}-${encoding}"`;
  res.setHeader("Content-Security-Policy", csp);
  res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", tag);
  if (req.headers["if-none-match"] === tag) return void res.writeHead(304).end();
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Length", body.length);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.writeHead(200).end(req.method === "HEAD" ? undefined : body);
}
