import type { IrEventView } from "#app/content/ir-events";
import { localizedPath } from "#app/i18n/paths";
import { IR_CALENDAR_PATH, irEventCalendarPath, webcalUrl } from "#app/site/investor-relations";
import { KeptMarkup } from "#app/shell/kept-markup";
import { useBrowserValue } from "#app/shell/use-browser-value";
import { useSite } from "#app/shell/use-site";
import { DownloadLink } from "./download-link";

/**
 * Upcoming results, calls and meetings, each with its day and time in Korea and a calendar file of its own, under a
 * link to subscribe to the whole calendar. Until the page has hydrated (or without JavaScript) that link is the
 * calendar file's https address, which calendar programs import; then it becomes `webcal:` on the page's own host.
 * The events themselves are kept markup: `events` is undefined while a document hydrates.
 */
export function IrCalendar({ events }: { events: readonly IrEventView[] | undefined }) {
  const { t, locale, company } = useSite();
  const calendarPath = localizedPath(IR_CALENDAR_PATH, locale);
  const origin = useBrowserValue(() => window.location.origin, null);
  return (
    <>
      <div className="ir-subscribe">
        <a className="button button--ghost" href={origin ? webcalUrl(calendarPath, origin) : calendarPath}>
          {t("ir.calendar.subscribe")}
        </a>
        <p>
          {t("ir.calendar.subscribeNote")} <a href={calendarPath}>{t("ir.calendar.address")}</a>
        </p>
      </div>
      <KeptMarkup name="events" value={events}>
        {(list) => (
          <ol className="ir-calendar">
            {list.map((event) => (
              <li key={event.id} className="ir-event">
                <p className="ir-event__when">
                  <time dateTime={event.start}>{event.date}</time>
                  <span>{event.time}</span>
                </p>
                <div className="ir-event__body">
                  <span className="tag">{t(`ir.event.${event.type}`)}</span>
                  <h3 className="ir-event__title">{event.title}</h3>
                  <p className="ir-event__location">{event.location}</p>
                  <p>{event.description}</p>
                  <DownloadLink href={localizedPath(irEventCalendarPath(event.id), locale)} fileName={`${company.slug}-${event.id}.ics`}>
                    {t("ir.calendar.add")}
                    <span className="visually-hidden">: {event.title}</span>
                  </DownloadLink>
                </div>
              </li>
            ))}
          </ol>
        )}
      </KeptMarkup>
    </>
  );
}
