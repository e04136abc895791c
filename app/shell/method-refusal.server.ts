import { createContext, data, type MiddlewareFunction } from "react-router";
import { translatorFor } from "#app/i18n/messages.server";
import { requestLocale } from "#app/i18n/paths";

/** Set by the server when it renders the page for a method the address does not take (server/methods.ts). */
export const refusedMethodContext = createContext(false);

/** The site's 405 page, in the address's language: thrown before any loader, and shown by the root's error boundary. */
export const refuseMethod: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (!context.get(refusedMethodContext)) return next();
  throw data(translatorFor(requestLocale(request))("error.methodNotAllowed.message"), { status: 405, statusText: "Method Not Allowed" });
};
