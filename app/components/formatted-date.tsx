import { formatDate } from "#app/i18n/format";
import { useSite } from "#app/shell/use-site";

export function FormattedDate({ iso }: { iso: string }) {
  const { locale } = useSite();
  return <time dateTime={iso}>{formatDate(iso, locale)}</time>;
}
