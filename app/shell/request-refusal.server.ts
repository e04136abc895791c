import { createContext, data, type MiddlewareFunction } from "react-router";
import { plainTranslator } from "#app/i18n/messages.server";
import { requestLocale } from "#app/i18n/paths";
import type { ShellErrorData } from "./use-root-data";

/**
 * Why the server renders the page as a refusal instead: a method the address does not take (server/methods.ts), or a
 * request no browser sends as it is, whose Host or forwarded scheme names no origin (server/app.ts).
 */
export type RequestRefusal = "method" | "malformed";

/** Set by the server when it renders the page as a refusal. */
export const refusedRequestContext = createContext<RequestRefusal | null>(null);

const REFUSALS = {
  method: { status: 405, statusText: "Method Not Allowed", message: "error.methodNotAllowed.message" },
  malformed: { status: 400, statusText: "Bad Request", message: "error.badRequest.message" },
} as const;

/** The site's 405 or 400 page, in the address's language: thrown before any loader, and shown by the root's error boundary. */
export const refuseRequest: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const refused = context.get(refusedRequestContext);
  if (!refused) return next();
  const { status, statusText, message } = REFUSALS[refused];
  const locale = requestLocale(request);
  const refusal: ShellErrorData = { detail: plainTranslator(locale)(message), shell: { locale } };
  throw data(refusal, { status, statusText });
};
