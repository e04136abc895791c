import type { IrEventView } from "#app/content/ir-events";
import { localizedPath } from "#app/i18n/paths";
import { IR_CALENDAR_PATH, irEventCalendarPath, webcalUrl } from "#app/site/investor-relations";
import { useBrowserValue } from "#app/shell/use-browser-value";
import { useLanguage } from "#app/shell/use-language";
import { DownloadLink } from "./download-link";

/**
 * The link to subscribe to the whole IR calendar. Until the page has hydrated (or without JavaScript) it is the
 * calendar file's https address, which calendar programs import; then it becomes `webcal:` on the page's own host.
 */
export function IrCalendarSubscription() {
  const { t, locale } = useLanguage();
  const calendarPath = localizedPath(IR_CALENDAR_PATH, locale);
  const origin = useBrowserValue(() => window.location.origin, null);
  return (
    <div className="ir-subscribe">
      <a className="button button--ghost" href={origin ? webcalUrl(calendarPath, origin) : calendarPath}>
        {t("ir.calendar.subscribe")}
      </a>
      <p>
        {t("ir.calendar.subscribeNote")} <a href={calendarPath}>{t("ir.calendar.address")}</a>
      </p>
    </div>
  );
}

/** Upcoming results, calls and meetings, each with its day and time in Korea and a calendar file of its own. */
export function IrEventList({ events }: { events: readonly IrEventView[] }) {
  const { t, locale, company } = useLanguage();
  return (
    <ol className="ir-calendar">
      {events.map((event) => (
        <li key={event.id} className="ir-event">
          <p className="ir-event__when">
            <time dateTime={event.start}>{event.date}</time>
            <span>{t("text.parenthetical", { text: event.time, note: event.zone })}</span>
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
  );
}
