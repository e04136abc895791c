import type { Route } from "./+types/media.ir-calendar";
import { irCalendarFile } from "#app/content/investor-relations.server";
import { translatorFor } from "#app/i18n/messages.server";
import { requestLocale, requestPath } from "#app/i18n/paths";

/** One IR event as an iCalendar file (`?event=<id>`), for the visitor's calendar program. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const file = irCalendarFile(url.searchParams.get("event") ?? "", locale);
  if (!file) {
    const message = translatorFor(locale)("error.invalidRoute.message", { path: requestPath(request) + url.search });
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
