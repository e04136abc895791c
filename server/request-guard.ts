import type { NextFunction, Request, Response } from "express";

/** Inquiries are small: the largest valid one is well under this. */
export const MAX_BODY_BYTES = 64 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Turns away, before the app reads a byte, what no visitor's browser sends: a write from another
 * site (403), a body of unknown length (411) or too large (413), or anything but a form (415).
 */
export function guardWrites(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.get("origin");
  if (req.get("sec-fetch-site") === "cross-site" || (origin && origin !== "null" && originHost(origin) !== req.get("host"))) {
    return res.status(403).type("text").send("Cross-origin form posts are not accepted.");
  }
  const length = req.get("content-length");
  if (length === undefined) return res.status(411).type("text").send("Content-Length is required.");
  if (Number(length) > MAX_BODY_BYTES) return res.status(413).type("text").send("The form is too large.");
  const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return res.status(415).type("text").send("Only HTML form submissions are accepted.");
  next();
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
