import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response } from "express";

/** Inquiries are small: the largest valid one is well under this. */
export const MAX_BODY_BYTES = 64 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const isWrite = (req: Request) => req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";

/**
 * Turns away, before the app reads a byte, what no visitor's browser sends: a write from another site (403), a body
 * declared too large (413), or anything but a form (415). A write's origin is the request's own host, or one of
 * `publicOrigins` when a proxy in front rewrites Host.
 */
export function guardWrites(publicOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isWrite(req)) return next();
    const origin = req.get("origin");
    const sameSite = !origin || origin === "null" || originHost(origin) === req.get("host") || publicOrigins.includes(origin);
    if (req.get("sec-fetch-site") === "cross-site" || !sameSite) {
      return res.status(403).type("text").send("Cross-origin form posts are not accepted.");
    }
    if (Number(req.get("content-length") ?? 0) > MAX_BODY_BYTES) return res.status(413).type("text").send("The form is too large.");
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!FORM_TYPES.includes(type)) return res.status(415).type("text").send("Only HTML form submissions are accepted.");
    next();
  };
}

/**
 * Reads a write's body into `req.body` (a Buffer), with a Content-Length or chunked, and stops at MAX_BODY_BYTES: the
 * form can then be parsed without a stream that a slow or endless sender controls.
 */
export const readFormBody = express.raw({ type: FORM_TYPES, limit: MAX_BODY_BYTES, inflate: false });

/** body-parser's errors as the short answers of guardWrites; anything else goes on to Express. */
export const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
  if (error.type === "entity.too.large") return res.status(413).type("text").send("The form is too large.");
  if (error.type === "encoding.unsupported") return res.status(415).type("text").send("Compressed form submissions are not accepted.");
  if (error.type === "request.aborted" || error.type === "request.size.invalid") return res.status(400).type("text").send("The form arrived incomplete.");
  next(error);
};

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
