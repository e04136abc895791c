import { data } from "react-router";
import { plainTranslator } from "#app/i18n/messages.server";
import { requestLocale, requestPath } from "#app/i18n/paths";

/** The 404 of an address whose query names nothing the page has: 'Page Not Found: {fullPath}' (spec §8). */
export function invalidRoute(request: Request) {
  const { search } = new URL(request.url);
  return data(plainTranslator(requestLocale(request))("error.invalidRoute.message", { path: requestPath(request) + search }), { status: 404 });
}
