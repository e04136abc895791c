import type { Locale } from "#app/i18n/locales";
import { useSite } from "#app/shell/use-site";

const englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A calendar date's long form in each language, as `Intl.DateTimeFormat` writes it with `dateStyle: "long"` for the
 * site's date locales (`dateLocale`; formatted-date.test.ts compares every day of four decades with Intl's). Written
 * out rather than asked of Intl: a page's first `Intl.DateTimeFormat` costs Chromium 20 to 75 ms of ICU start-up,
 * in the one task of React's hydration that renders the first date (27–39 ms of a news board's, traced).
 */
const longDate: Record<Locale, (year: number, month: number, day: number) => string> = {
  ko: (year, month, day) => `${year}년 ${month}월 ${day}일`,
  en: (year, month, day) => `${day} ${englishMonths[month - 1]} ${year}`,
  zh: (year, month, day) => `${year}年${month}月${day}日`,
  ja: (year, month, day) => `${year}年${month}月${day}日`,
};

/** A calendar date (`YYYY-MM-DD`) written out the way the language writes dates. */
export function formatDate(iso: string, locale: Locale): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!parts) throw new RangeError(`Not a calendar date: ${iso}`);
  return longDate[locale](Number(parts[1]), Number(parts[2]), Number(parts[3]));
}

export function FormattedDate({ iso }: { iso: string }) {
  const { locale } = useSite();
  return <time dateTime={iso}>{formatDate(iso, locale)}</time>;
}
