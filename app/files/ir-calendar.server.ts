import ical from "ical-generator";
import { company } from "#app/config/company";
import { htmlLang, type Locale } from "#app/i18n/locales";
import { plainTranslator } from "#app/i18n/messages.server";
import { pagePath } from "#app/site/urls";
import { irContent } from "#app/content/investor-relations.server";
import { inLocale } from "#app/i18n/in-locale";
import type { IrEvent } from "#app/content/schemas";

/**
 * IR events as an iCalendar (RFC 5545) file, in UTC so that every calendar program shows them in its own time zone.
 * UIDs are the event's id at the company's domain, the same in every file and language, and SEQUENCE is the event's
 * own (ir-event-revisions.ts), so a program that subscribed updates an event that changed.
 */
function calendarFile(events: readonly IrEvent[], locale: Locale, subscription: boolean): string {
  const t = plainTranslator(locale);
  const page = new URL(pagePath("media-ir", locale), company.siteUrl).href;
  const calendar = ical({
    prodId: { company: company.slug, product: "ir-calendar", language: htmlLang[locale].toUpperCase() },
    ...(subscription ? { name: t("ir.calendar.name"), description: t("ir.calendar.description"), url: page, ttl: 6 * 60 * 60 } : {}),
  });
  for (const event of events) {
    const view = inLocale(event, locale);
    const start = new Date(event.start);
    calendar.createEvent({
      id: `${event.id}@${company.domain}`,
      sequence: event.calendar.sequence,
      start,
      end: new Date(start.getTime() + event.durationMinutes * 60_000),
      summary: `${company.name[locale]} · ${view.title}`,
      location: view.location,
      description: view.description,
      url: page,
    });
  }
  // RFC 5545 ends every line, the last one too, with CRLF; the library leaves the last one open.
  return calendar.toString().replace(/(\r\n)?$/, "\r\n");
}

/** The whole IR calendar of one language, which calendar programs subscribe to. */
export function irCalendar(locale: Locale, events = irContent.events): string {
  return calendarFile(events, locale, true);
}

/** One event alone, to add it to a calendar; null for an id the calendar does not have. */
export function irEventCalendar(eventId: string, locale: Locale): { ics: string; name: string } | null {
  const event = irContent.events.find((candidate) => candidate.id === eventId);
  if (!event) return null;
  return { ics: calendarFile([event], locale, false), name: `${company.slug}-${event.id}.ics` };
}
