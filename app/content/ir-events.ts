import { dateLocale, type Locale } from "#app/i18n/locales";
import { COMPANY_TIME_ZONE } from "#app/i18n/company-days";
import { shownInLocale } from "#app/i18n/in-locale";
import type { IrEventContent } from "./schemas";

/** An event's day, and its start and end at the venue and that time zone's name, in the language's words. */
export function eventTime(start: string, durationMinutes: number, locale: Locale) {
  const from = new Date(start);
  const to = new Date(from.getTime() + durationMinutes * 60_000);
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(dateLocale[locale], { timeZone: COMPANY_TIME_ZONE, ...options });
  const zone = format({ timeZoneName: "long" }).formatToParts(from).find((part) => part.type === "timeZoneName")?.value ?? COMPANY_TIME_ZONE;
  return {
    date: format({ dateStyle: "full" }).format(from),
    // A 24-hour clock: Korean's 12-hour range format prints an English "PM".
    time: format({ timeStyle: "short", hourCycle: "h23" }).formatRange(from, to),
    zone,
  };
}

/** The IR calendar's events as the investor-relations page lists them, in one language (keepWordsWhole). */
export function irEventsIn(events: readonly IrEventContent[], locale: Locale) {
  return shownInLocale(events, locale).map((event) => ({ ...event, ...eventTime(event.start, event.durationMinutes, locale) }));
}
export type IrEventView = ReturnType<typeof irEventsIn>[number];
