import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response } from "express";
import { FORM_REFUSAL_STATUS, formPageIds, type FormRefusal } from "#app/forms/context";
import { largestInquiryFormBytes } from "#app/inquiries/form-size.server";
import { pagePathOf, unlocalizedPath } from "#app/i18n/paths";
import { pages } from "#app/site/pages";
import { isRead } from "./request-url";

/**
 * The largest body read: exactly the largest inquiry the schema accepts, in Korean, Chinese or Japanese (9 bytes a
 * character URL-encoded). deploy/nginx.conf takes the same limit (build/nginx/request-body.conf).
 */
export const MAX_BODY_BYTES = largestInquiryFormBytes();
/** What nginx sends to the app, without the body, for a post it found larger than MAX_BODY_BYTES (deploy/nginx.conf). */
export const BODY_TOO_LARGE_HEADER = "X-Body-Too-Large";
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const formPagePaths = new Set<string>(formPageIds.map((id) => pages[id].path));
const postsAPageForm = (req: Request) => formPagePaths.has(unlocalizedPath(pagePathOf(req.path)));

const TEXT_ANSWERS: Record<FormRefusal, string> = {
  "cross-origin": "Cross-origin form posts are not accepted.",
  "too-large": "The form is too large.",
  "not-a-form": "Only HTML form submissions are accepted.",
  incomplete: "The form arrived incomplete.",
  malformed: "The request's Host or forwarded scheme names no origin.",
  "not-text": "The form is not UTF-8 text.",
};

/**
 * Turns away, before the app reads a byte, what no visitor's browser sends: a write from another site, a body
 * declared too large, or anything but a form. A post of a page's form (the inquiry, the alert sign-up: formPageIds)
 * goes on to its action, which answers with the form, the visitor's text and a message in the page's language; any
 * other write gets a short text answer.
 * A write's origin is the request's own host, or one of `publicOrigins` when a proxy in front rewrites Host; a write
 * whose Host names no origin (`malformed`) is refused as such.
 */
export function guardWrites(publicOrigins: readonly string[], malformed: (req: Request) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isRead(req.method)) return next();
    const refusal = malformed(req) ? "malformed" : refusalBeforeReading(req, publicOrigins);
    // React Router's own origin check knows neither Sec-Fetch-Site nor refusals, and answers a bare 400: the guard
    // has judged the origin, so what goes on carries none.
    if (req.headers.origin === "null" || refusal) delete req.headers.origin;
    if (!refusal) return next();
    refuse(req, res, next, refusal);
  };
}

function refusalBeforeReading(req: Request, publicOrigins: readonly string[]): FormRefusal | null {
  if (!fromThisSite(req, publicOrigins)) return "cross-origin";
  if (req.get(BODY_TOO_LARGE_HEADER) || Number(req.get("content-length") ?? 0) > MAX_BODY_BYTES) return "too-large";
  if (!FORM_TYPES.includes(formType(req))) return "not-a-form";
  return null;
}

/**
 * `Origin: null` is what a browser sends with a form posted from a page whose referrer policy is `no-referrer` (as
 * privacy settings and extensions make it): Sec-Fetch-Site then still says same-origin. A sandboxed frame, a local
 * file or a redirect from another site sends null too, but never with same-origin.
 */
function fromThisSite(req: Request, publicOrigins: readonly string[]): boolean {
  const site = req.get("sec-fetch-site");
  if (site === "cross-site") return false;
  const origin = req.get("origin");
  if (origin === "null") return site === "same-origin";
  return !origin || originHost(origin) === req.get("host") || publicOrigins.includes(origin);
}

const formType = (req: Request) => (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/** The refusals whose body is not read at all: too large, not a form, or cut short. */
const UNREAD = new Set<FormRefusal>(["too-large", "not-a-form", "incomplete"]);

/**
 * A refused post of a page's form goes on to its action with what can be read of its body (a form from another origin
 * or of broken text is read as any other; a body too large or not a form is not read at all); any other write is
 * answered here, and kept by no cache.
 */
function refuse(req: Request, res: Response, next: NextFunction, refusal: FormRefusal) {
  if (!postsAPageForm(req)) return res.status(FORM_REFUSAL_STATUS[refusal]).set("Cache-Control", "no-store").type("text").send(TEXT_ANSWERS[refusal]);
  res.locals.formRefusal = refusal;
  if (UNREAD.has(refusal)) req.body = Buffer.alloc(0);
  next();
}

/** Why the guard refused this request's form, for the page's action (formRefusalContext), or null. */
export const formRefusalOf = (res: Response): FormRefusal | null => res.locals.formRefusal ?? null;

const readRawForm = express.raw({ type: FORM_TYPES, limit: MAX_BODY_BYTES, inflate: false });

/**
 * Reads a write's body into `req.body` (a Buffer), with a Content-Length or chunked, and stops at MAX_BODY_BYTES: the
 * form can then be parsed without a stream that a slow or endless sender controls. A body the guard refused to read
 * is already an empty Buffer.
 */
export function readFormBody(req: Request, res: Response, next: NextFunction) {
  if (Buffer.isBuffer(req.body)) return next();
  readRawForm(req, res, next);
}

/**
 * Refuses a form read whole whose percent-encoding or bytes are not UTF-8 (`%zz`, a cut `%E0%A4%`, `%ff%fe`), which no
 * browser sends: its action would read U+FFFD, or the escape as it is, and store that without a word. The action shows
 * back what could be read.
 */
export function refuseBrokenText(req: Request, res: Response, next: NextFunction) {
  if (!Buffer.isBuffer(req.body) || formRefusalOf(res) || isText(req.body, formType(req))) return next();
  refuse(req, res, next, "not-text");
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Whether a form's body is UTF-8, and so is every percent-escape of an urlencoded one. (Both throw otherwise; the
 * comparison keeps the minifier from dropping a call whose result would be unused.)
 */
function isText(body: Buffer, type: string): boolean {
  try {
    const text = utf8.decode(body);
    return type !== "application/x-www-form-urlencoded" || decodeURIComponent(text) !== null;
  } catch {
    return false;
  }
}

const BODY_REFUSALS: Record<string, FormRefusal> = {
  "entity.too.large": "too-large",
  "encoding.unsupported": "not-a-form",
  "request.aborted": "incomplete",
  "request.size.invalid": "incomplete",
};

/** body-parser's errors, refused as guardWrites refuses; anything else goes on to Express. */
export const bodyErrors: ErrorRequestHandler = (error: { type?: string }, req, res, next) => {
  const refusal = BODY_REFUSALS[error.type ?? ""];
  if (!refusal) return next(error);
  req.body = Buffer.alloc(0);
  refuse(req, res, next, refusal);
};

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
