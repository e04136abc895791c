import type { IrPage } from "#app/content/investor-relations.server";
import { localizedPath } from "#app/i18n/paths";
import { IR_CALENDAR_PATH } from "#app/site/investor-relations";
import { useSite } from "#app/shell/use-site";
import { DownloadLink } from "./download-link";

type IrEvent = IrPage["events"][number];

/** Upcoming results, calls and meetings, each with its day and time in Korea and a calendar file. */
export function IrCalendar({ events }: { events: readonly IrEvent[] }) {
  const { t, locale } = useSite();
  return (
    <ol className="ir-calendar">
      {events.map((event) => (
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
            <DownloadLink href={`${localizedPath(IR_CALENDAR_PATH, locale)}?event=${event.id}`}>
              {t("ir.calendar.add")}
              <span className="visually-hidden">: {event.title}</span>
            </DownloadLink>
          </div>
        </li>
      ))}
    </ol>
  );
}
