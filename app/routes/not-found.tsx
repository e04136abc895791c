import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { plainTranslator } from "#app/i18n/messages.server";
import { requestLocale, requestPath } from "#app/i18n/paths";
import { SERVER_ERROR_PROBE_MESSAGE, isServerErrorProbe } from "#app/site/server-error-probe.server";

/** Any address no page answers: 404 with the specification's message, inside the site's shell. */
export async function loader({ request }: Route.LoaderArgs) {
  if (isServerErrorProbe(request)) throw new Error(SERVER_ERROR_PROBE_MESSAGE);
  const locale = requestLocale(request);
  const t = plainTranslator(locale);
  throw data(t("error.notFound.message", { path: requestPath(request) }), { status: 404 });
}

export default function NotFound() {
  return null;
}
