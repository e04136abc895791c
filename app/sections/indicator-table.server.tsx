import type { ComponentProps } from "react";
import { IndicatorTable } from "#app/components/indicator-table";

/** A sustainability page's indicator table, for `keepRenderedSections`: the table has no behaviour in the browser. */
export function indicatorTableSection(table: ComponentProps<typeof IndicatorTable>) {
  return { indicatorTable: <IndicatorTable {...table} /> };
}
