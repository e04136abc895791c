import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { PAGE_CACHE_CONTROL } from "./cache-policy";
import { acceptsEncoding } from "./precompressed";
import { contentSecurityPolicy } from "./security-headers";

type Encoding = "br" | "gzip" | "identity";
type PrerenderedPage = { bodies: Map<Encoding, Buffer>; csp: string; etag: string };

/**
 * Answers the prerendered pages from memory: each page's file and its Brotli and gzip copies (scripts/precompress.ts)
 * are read on its first request, with its CSP and an ETag; every later request only picks the copy and writes it.
 * Express's res.send would hash and convert the page on every request, which halved the pages served per second.
 */
export function servePrerenderedPages(clientDir: string, paths: ReadonlySet<string>): RequestHandler {
  const pages = new Map<string, Promise<PrerenderedPage>>();
  const load = async (urlPath: string): Promise<PrerenderedPage> => {
    const file = path.join(clientDir, urlPath, "index.html");
    const identity = await readFile(file);
    const bodies = new Map<Encoding, Buffer>([["identity", identity]]);
    for (const [encoding, extension] of [["br", ".br"], ["gzip", ".gz"]] as const) {
      const copy = await readFile(file + extension).catch(() => null);
      if (copy) bodies.set(encoding, copy);
    }
    const etag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    return { bodies, csp: contentSecurityPolicy(identity.toString("utf8")), etag };
  };

  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !paths.has(req.path)) return next();
    try {
      let page = pages.get(req.path);
      if (!page) pages.set(req.path, (page = load(req.path)));
      const { bodies, csp, etag } = await page;
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
    } catch (error) {
      next(error);
    }
  };
}
