import { readdir } from "node:fs/promises";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

/** Whether the request's Accept-Encoding allows a content coding (`br`, not `br;q=0`). */
export function acceptsEncoding(req: IncomingMessage, encoding: "br" | "gzip"): boolean {
  return (req.headers["accept-encoding"] ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .some(([coding, ...params]) => coding === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)));
}

/** The `.br` files written at build time (scripts/precompress.ts) under `dir`, as URL paths of their originals. */
export async function precompressedPaths(dir: string): Promise<Set<string>> {
  const files = await readdir(dir, { recursive: true });
  return new Set(files.filter((file) => file.endsWith(".br")).map((file) => `/${file.slice(0, -".br".length).split(path.sep).join("/")}`));
}

/**
 * Serves a file's Brotli copy to browsers that accept it, with the original's type (a MIME type, or an extension to
 * look up); everything else falls through to express.static (and the on-the-fly gzip of the compression middleware).
 */
export function servePrecompressed(
  dir: string,
  paths: ReadonlySet<string>,
  headersFor: (urlPath: string) => { type: string; cacheControl: string },
): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !paths.has(req.path) || !acceptsEncoding(req, "br")) return next();
    const { type, cacheControl } = headersFor(req.path);
    res.vary("Accept-Encoding");
    res.type(type).set({ "Cache-Control": cacheControl, "Content-Encoding": "br" });
    res.sendFile(`${req.path}.br`, { root: dir, dotfiles: "deny", cacheControl: false }, (error) => {
      if (error) next(error);
    });
  };
}
