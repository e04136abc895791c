import { formatDate } from "#app/i18n/format";
import { useLanguage } from "#app/shell/use-language";

export function FormattedDate({ iso }: { iso: string }) {
  const { locale } = useLanguage();
  return <time dateTime={iso}>{formatDate(iso, locale)}</time>;
}
