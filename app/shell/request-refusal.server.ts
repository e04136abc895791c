import { createContext, data, type MiddlewareFunction } from "react-router";
import { translatorFor } from "#app/i18n/messages.server";
import { requestLocale } from "#app/i18n/paths";
import type { ShellErrorData } from "./use-shell-data";

/** Set by the server when it renders the page for a method the address does not take (server/methods.ts). */
export const refusedMethodContext = createContext(false);

/** The site's 405 page, in the address's language: thrown before any loader, and shown by the root's error boundary. */
export const refuseMethod: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (!context.get(refusedMethodContext)) return next();
  const locale = requestLocale(request);
  const refusal: ShellErrorData = { detail: translatorFor(locale)("error.methodNotAllowed.message"), shell: { locale } };
  throw data(refusal, { status: 405, statusText: "Method Not Allowed" });
};
