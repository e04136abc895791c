import type { Route } from "./+types/media.ir-event-calendar";
import { irEventCalendar } from "#app/files/ir-calendar.server";
import { plainTranslator } from "#app/i18n/messages.server";
import { requestLocale, requestPath } from "#app/i18n/paths";

/** One IR event as an iCalendar file (`calendar/<id>.ics`), for the visitor's calendar program. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const file = params.file.endsWith(".ics") ? irEventCalendar(params.file.slice(0, -".ics".length), locale) : null;
  if (!file) {
    const message = plainTranslator(locale)("error.invalidRoute.message", { path: requestPath(request) });
    return new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(file.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
