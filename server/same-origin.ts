import type { NextFunction, Request, Response } from "express";
import { queryOf } from "./request-url";

/** A run of path separators as browsers read them: `/` and `\`, literal or percent-encoded. */
const SEPARATOR_RUN = /(?:\/|\\|%2f|%5c)+/gi;
/** The site may be behind http or https, and `http:/x` means another host only to an https page: try both. */
const PROBE_ORIGINS = ["http://origin.invalid", "https://origin.invalid"];

/** Dot segments as a URL parser reads them, literal or percent-encoded. */
const CURRENT = /^(?:\.|%2e)$/i;
const PARENT = /^(?:\.|%2e){2}$/i;
/** A prerendered page's file, which is the page. */
const PAGE_FILE = "index.html";

/**
 * The one address form of a path: every run of separators becomes one slash, dot segments are resolved as a browser
 * (and React Router's URL) resolves them, a page's `index.html` and a trailing slash go. `//evil.example/`,
 * `/\evil.example` and their encoded forms all become a path on this site; `/en/./view/../view/media/news/.` is
 * `/en/view/media/news`.
 */
export function canonicalPath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.replace(SEPARATOR_RUN, "/").split("/")) {
    if (PARENT.test(segment)) segments.pop();
    else if (segment !== "" && !CURRENT.test(segment)) segments.push(segment);
  }
  if (segments.at(-1) === PAGE_FILE) segments.pop();
  return `/${segments.join("/")}`;
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
  redirectWithinSite(res, 301, path + queryOf(req.originalUrl));
}

/** Moves a request for a non-canonical path (doubled or back slashes, a trailing slash) to its canonical path. */
export function canonicalPaths(req: Request, res: Response, next: NextFunction) {
  const canonical = canonicalPath(req.path);
  if (canonical === req.path) return next();
  redirectKeepingQuery(req, res, canonical);
}
