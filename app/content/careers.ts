import { shownInLocale } from "#app/i18n/in-locale";
import type { Locale } from "#app/i18n/locales";
import { COMPANY_TIME_ZONE, isTodayWithin } from "#app/i18n/company-days";
import type { Position } from "./schemas";

type Named = { id: string; title: Record<Locale, string> };
/** Where a position's field of work and office get their names: the careers page's fields and the offices. */
export type CareerNames = { fields: readonly Named[]; offices: readonly Named[] };

const nameOf = (named: readonly Named[], id: string, locale: Locale) => shownInLocale(named.find((item) => item.id === id)!.title, locale);

/** Whether a position takes applications on the day `now` is in Korea: from the day it is posted to its last. */
export const isPositionOpen = (position: Pick<Position, "opened" | "closes">, now: Date) =>
  isTodayWithin(now, { from: position.opened, until: position.closes }, COMPANY_TIME_ZONE);

/** Whether a position that has been posted is still open on the day `now` is in Korea. */
export const isPostedPositionOpen = (closes: string | null, now: Date) => isTodayWithin(now, { until: closes ?? undefined }, COMPANY_TIME_ZONE);

/** The query of a position's own page, as a board item's: `?id=`. */
export const positionSearch = (id: string) => `?${new URLSearchParams({ id })}`;

/** A position in one language as the pages show it (shownInLocale), its field of work and its office named. */
export function positionIn(position: Position, locale: Locale, names: CareerNames) {
  const { title, summary, duties, requirements } = shownInLocale(position, locale);
  return {
    id: position.id,
    title,
    field: nameOf(names.fields, position.field, locale),
    office: nameOf(names.offices, position.office, locale),
    employment: position.employment,
    experience: position.experience,
    opened: position.opened,
    closes: position.closes ?? null,
    summary,
    duties,
    requirements,
  };
}
export type PositionView = ReturnType<typeof positionIn>;

/** A position on the careers page's list: all but its duties and requirements, which its own page gives. */
export type PositionSummary = Omit<PositionView, "duties" | "requirements">;
export const positionSummary = ({ duties: _duties, requirements: _requirements, ...summary }: PositionView): PositionSummary => summary;
