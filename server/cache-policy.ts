import path from "node:path";

/** Pages are checked on every visit: a new build must reach the next visitor at once. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Type and cache policy of a file of the client build, by its URL path: one rule for the file and its compressed copies. */
export function fileHeaders(urlPath: string) {
  return {
    // React Router's single-fetch payloads of the prerendered pages.
    type: urlPath.endsWith(".data") ? "text/x-script" : path.extname(urlPath),
    cacheControl: urlPath.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : urlPath.startsWith("/builds/")
        ? "no-cache"
        : "public, max-age=3600",
  };
}
