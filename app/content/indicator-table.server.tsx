import type { ComponentProps } from "react";
import { IndicatorTable } from "#app/components/indicator-table";
import type { Locale } from "#app/i18n/locales";
import { renderOnServer } from "#app/shell/kept-markup.server";

/** A sustainability page's indicator table as markup in one language, for `KeptHtml`: the table has no behaviour. */
export function indicatorTableMarkup(locale: Locale, table: ComponentProps<typeof IndicatorTable>) {
  return renderOnServer(locale, { indicatorTable: <IndicatorTable {...table} /> });
}
