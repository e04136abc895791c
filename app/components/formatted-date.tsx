import { dateLocale, type Locale } from "#app/i18n/locales";
import { useSite } from "#app/shell/use-site";

/** A calendar date (`YYYY-MM-DD`) written out the way the language writes dates. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocale[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

export function FormattedDate({ iso }: { iso: string }) {
  const { locale } = useSite();
  return <time dateTime={iso}>{formatDate(iso, locale)}</time>;
}
