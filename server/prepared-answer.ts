import type { IncomingMessage, ServerResponse } from "node:http";
import { acceptsEncoding } from "./precompressed";

export type Encoding = "br" | "gzip" | "identity";

/** An answer whose body is already encoded: a prerendered page's copy, or one the render cache keeps. */
export type PreparedAnswer = {
  status: number;
  headers: Iterable<[string, string]>;
  body: Buffer;
  encoding: Encoding;
  /** Null where no conditional request is answered (a 404, a page that differs in every response). */
  etag: string | null;
};

/** The encoding a response to `req` is sent in: Brotli, then gzip, of those `available`, then none. */
export function negotiatedEncoding(req: IncomingMessage, available: (encoding: Encoding) => boolean = () => true): Encoding {
  return (["br", "gzip"] as const).find((encoding) => available(encoding) && acceptsEncoding(req, encoding)) ?? "identity";
}

/** An If-None-Match list naming `etag` (weakly, as RFC 9110 compares it there), or `*`. */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/** Writes a prepared answer: its headers, then a 304 to a request that names its tag, or the body (none to HEAD). */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, { status, headers, body, encoding, etag }: PreparedAnswer): void {
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  if (etag) {
    res.setHeader("ETag", etag);
    if (matchesTag(req.headers["if-none-match"], etag)) return void res.writeHead(304).end();
  }
  res.setHeader("Content-Length", body.length);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.writeHead(status).end(req.method === "HEAD" ? undefined : body);
}
