import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { redirectKeepingQuery } from "./same-origin";

/** A client navigation asks for a page's data at its path plus `.data`. */
const DATA_SUFFIX = /\.data$/;

/**
 * Every page and file has one address. An address that differs from one of the build's routes only by letter case
 * (`/EN/view/about/about`, `/ja/view/media/NEWS?page=2`) moves there with its query, before the prerendered pages
 * (which are found by exact path) and React Router (whose routes are case-sensitive) could answer it a second way.
 */
export function canonicalLetterCase(routes: ServerBuild["routes"]) {
  const byLowerCase = new Map(
    Object.values(routes)
      .map((route) => route?.path)
      .filter((path): path is string => path !== undefined && path.startsWith("/") && !/[*:]/.test(path))
      .map((path) => [path.toLowerCase(), path]),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    const suffix = DATA_SUFFIX.test(req.path) ? ".data" : "";
    const path = req.path.slice(0, req.path.length - suffix.length);
    const canonical = byLowerCase.get(path.toLowerCase());
    if (canonical === undefined || canonical === path) return next();
    redirectKeepingQuery(req, res, canonical + suffix);
  };
}
