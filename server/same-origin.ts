import type { NextFunction, Request, Response } from "express";

/** A run of path separators as browsers read them: `/` and `\`, literal or percent-encoded. */
const SEPARATOR_RUN = /(?:\/|\\|%2f|%5c)+/gi;
/** The site may be behind http or https, and `http:/x` means another host only to an https page: try both. */
const PROBE_ORIGINS = ["http://origin.invalid", "https://origin.invalid"];

/**
 * The one address form of a path: every run of separators becomes one slash and a trailing slash goes.
 * `//evil.example/`, `/\evil.example` and their encoded forms all become a path on this site.
 */
export function canonicalPath(path: string): string {
  const collapsed = path.replace(SEPARATOR_RUN, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}

/** Whether a Location value, resolved the way a browser resolves it, stays on the site's own origin. */
export function staysOnSite(location: string): boolean {
  return PROBE_ORIGINS.every((origin) => URL.parse(location, origin)?.origin === origin);
}

/** The only way this server redirects: a Location that would leave the site is answered 404 instead. */
export function redirectWithinSite(res: Response, status: number, location: string) {
  if (!staysOnSite(location)) return res.status(404).type("text").send("Not Found");
  return res.redirect(status, location);
}

/** A permanent redirect of the request to another path of the site, with the request's query as it came. */
export function redirectKeepingQuery(req: Request, res: Response, path: string) {
  const queryAt = req.originalUrl.indexOf("?");
  redirectWithinSite(res, 301, path + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
}

/** Moves a request for a non-canonical path (doubled or back slashes, a trailing slash) to its canonical path. */
export function canonicalPaths(req: Request, res: Response, next: NextFunction) {
  const canonical = canonicalPath(req.path);
  if (canonical === req.path) return next();
  redirectKeepingQuery(req, res, canonical);
}
