import type { Request, RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import { pagePathOf } from "#app/i18n/paths";
import { READ_METHODS } from "./request-url";

const READ_AND_POST = [...READ_METHODS, "POST"];

/** The methods each path takes: GET and HEAD everywhere, POST where a route has an action (the contact page's form). */
export function allowedMethods(routes: ServerBuild["routes"]): (path: string) => readonly string[] {
  const posted = new Set(
    Object.values(routes)
      .filter((route) => route?.module.action !== undefined && route.path !== undefined)
      .map((route) => route!.path!),
  );
  return (path) => (posted.has(pagePathOf(path)) ? READ_AND_POST : READ_METHODS);
}

/**
 * Answers a method the path does not take (a POST to a page without a form, PUT, OPTIONS, PROPFIND, TRACE…) 405, with
 * Allow and the site's error page (`sendRefusal`), before anything reads the body or hands the request to React
 * Router, whose Request cannot even hold some of these methods.
 */
export function refuseOtherMethods(
  allowed: (path: string) => readonly string[],
  sendRefusal: (req: Request, res: Response) => Promise<void>,
): RequestHandler {
  return (req, res, next) => {
    const methods = allowed(req.path);
    if (methods.includes(req.method)) return next();
    res.setHeader("Allow", methods.join(", "));
    sendRefusal(req, res).catch(next);
  };
}
