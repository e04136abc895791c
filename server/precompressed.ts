import { readdir } from "node:fs/promises";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { isRead } from "./request-url";

/** Whether the request's Accept-Encoding allows a content coding (`br`, not `br;q=0`). */
export function acceptsEncoding(req: IncomingMessage, encoding: "br" | "gzip"): boolean {
  return (req.headers["accept-encoding"] ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .some(([coding, ...params]) => coding === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)));
}

/** Every file of the build under `dir`, as the URL path it is served at. */
export async function builtFiles(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((entry) => entry.isFile()).map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`));
}

/** A prerendered page's file or one of its copies (`/en/index.html`, `…/index.html.br`): the page's, not an address. */
export const isPageFile = (urlPath: string) => /\/index\.html(?:\.br|\.gz)?$/.test(urlPath);

/** A `.br` or `.gz` copy of a built file (scripts/precompress.ts): sent for the original's address, not an address of its own. */
export const isCompressedCopy = (files: ReadonlySet<string>, urlPath: string) => /\.(?:br|gz)$/.test(urlPath) && files.has(urlPath.replace(/\.(?:br|gz)$/, ""));

/** The files that have a `.br` copy written at build time (scripts/precompress.ts), as URL paths of the originals. */
export function precompressedPaths(files: ReadonlySet<string>): Set<string> {
  return new Set([...files].filter((file) => file.endsWith(".br")).map((file) => file.slice(0, -".br".length)));
}

/**
 * Whether a request names one of `files`, its path decoded as express.static decodes it. A page or a `.data` that is
 * rendered never reaches the file handlers, which would ask the file system (a round trip through libuv's thread
 * pool) for a file that is not there.
 */
export function namesBuiltFile(files: ReadonlySet<string>, urlPath: string): boolean {
  try {
    return files.has(decodeURIComponent(urlPath));
  } catch {
    return false;
  }
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
    if (!isRead(req.method) || !paths.has(req.path) || !acceptsEncoding(req, "br")) return next();
    const { type, cacheControl } = headersFor(req.path);
    res.vary("Accept-Encoding");
    res.type(type).set({ "Cache-Control": cacheControl, "Content-Encoding": "br" });
    res.sendFile(`${req.path}.br`, { root: dir, dotfiles: "deny", cacheControl: false }, (error) => {
      if (error) next(error);
    });
  };
}
