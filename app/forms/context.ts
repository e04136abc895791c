import { createContext } from "react-router";
import type { PageId } from "#app/site/pages";

/** The visitor's network address as the server saw it, for the per-client rate limit. */
export const clientAddressContext = createContext<string>("unknown");

/**
 * Why the server's write guard (server/request-guard.ts) refused a post before the action ran: the action then
 * answers with the form, what could be read of the visitor's text and a message, instead of storing anything.
 */
export type FormRefusal = "cross-origin" | "too-large" | "not-a-form" | "incomplete" | "malformed" | "not-text";
/** The status each refusal answers with, as a form or as the guard's text. */
export const FORM_REFUSAL_STATUS: Record<FormRefusal, number> = {
  "cross-origin": 403,
  "too-large": 413,
  "not-a-form": 415,
  incomplete: 400,
  // A Host or forwarded scheme that names no origin: what no browser sends.
  malformed: 400,
  // Percent-encoding or bytes that are not UTF-8: the form is read with U+FFFD in their place and shown back.
  "not-text": 400,
};
export const formRefusalContext = createContext<FormRefusal | null>(null);

/** The pages whose action answers a refused post with its form and a message: the guard lets their posts on. */
export const formPageIds = ["about-contact", "media-alerts"] as const satisfies readonly PageId[];
