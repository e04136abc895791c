import type { Route } from "./+types/media.ir-calendar";
import { irCalendar } from "#app/files/ir-calendar.server";
import { requestLocale } from "#app/i18n/paths";

/** The whole IR calendar in the language of the address, for calendar programs to subscribe to. Prerendered as a file. */
export async function loader({ request }: Route.LoaderArgs) {
  return new Response(irCalendar(requestLocale(request)), { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
