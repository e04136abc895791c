import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { acceptsEncoding } from "./precompressed";

export type Encoding = "br" | "gzip" | "identity";

/** An answer whose body is already encoded: a prerendered page's copy, or one the render cache keeps. */
export type PreparedAnswer = {
  status: number;
  headers: readonly (readonly [string, string])[];
  body: Buffer;
  encoding: Encoding;
  /** Null where no conditional request is answered (a 404, a page that differs in every response). */
  etag: string | null;
};

/** Header lines as Node's writeHead takes them in one list: name, value, name, value… */
export type HeaderLines = readonly string[];

/** The encoding a response to `req` is sent in: Brotli, then gzip, of those `available`, then none. */
export function negotiatedEncoding(req: IncomingMessage, available: (encoding: Encoding) => boolean = () => true): Encoding {
  return (["br", "gzip"] as const).find((encoding) => available(encoding) && acceptsEncoding(req, encoding)) ?? "identity";
}

/** The strong ETag of `content` of build `buildId` sent in `encoding`: a tag from another build never earns a 304. */
export function entityTag(buildId: string, content: Buffer, encoding: Encoding): string {
  return `"${createHash("sha256").update(`${buildId}\n`).update(content).digest("base64url").slice(0, 27)}-${encoding}"`;
}

/** An If-None-Match list naming `etag` (weakly, as RFC 9110 compares it there), or `*`. */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * Writes a prepared answer: `more` header lines (those the answer has itself are its own), its headers, then a 304 to
 * a request that names its tag, or the body (none to HEAD). The headers go to writeHead as one list, which Node sends
 * without keeping each in a map first as setHeader does (docs/decisions/032-answers-before-express.md: the gain measured).
 * Headers set before (by Express's middleware) are kept unless a line here names them too.
 */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, answer: PreparedAnswer, more: HeaderLines = []): void {
  const { status, headers, body, encoding, etag } = answer;
  const lines: string[] = [];
  for (let i = 0; i < more.length; i += 2) {
    const name = more[i]!.toLowerCase();
    if (!headers.some(([own]) => own.toLowerCase() === name)) lines.push(more[i]!, more[i + 1]!);
  }
  for (const [name, value] of headers) lines.push(name, value);
  lines.push("Vary", "Accept-Encoding");
  if (etag) {
    lines.push("ETag", etag);
    if (matchesTag(req.headers["if-none-match"], etag)) return void res.writeHead(304, lines).end();
  }
  lines.push("Content-Length", String(body.length));
  if (encoding !== "identity") lines.push("Content-Encoding", encoding);
  res.writeHead(status, lines).end(req.method === "HEAD" ? undefined : body);
}
