import { htmlLang } from "#app/i18n/locales";
import { useSite } from "#app/shell/use-site";

export function FormattedDate({ iso }: { iso: string }) {
  const { locale } = useSite();
  const date = new Date(`${iso}T00:00:00Z`);
  return <time dateTime={iso}>{new Intl.DateTimeFormat(htmlLang[locale], { dateStyle: "long", timeZone: "UTC" }).format(date)}</time>;
}
