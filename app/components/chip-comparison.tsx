import { useState } from "react";
import type { ComparisonRow } from "#app/content/technology.server";
import { localizedPath } from "#app/i18n/paths";
import { COMPARISON_CSV_PATH, comparisonColumns, defaultComparisonColumns, type ComparisonColumn } from "#app/site/technology";
import { useLanguage } from "#app/shell/use-language";
import { FigureTable } from "./figure-table";
import { PageLink } from "./page-link";

/**
 * Every chip side by side, in the columns the visitor chooses: a figure table like the IR ones, which scrolls inside its
 * own region with the chip column kept in view and says so; the same choice downloads as CSV (the form works without
 * JavaScript).
 */
export function ChipComparison({ rows }: { rows: readonly ComparisonRow[] }) {
  const { t, locale } = useLanguage();
  const [columns, setColumns] = useState<ComparisonColumn[]>(defaultComparisonColumns);
  const toggle = (column: ComparisonColumn, on: boolean) =>
    setColumns((current) => comparisonColumns.filter((c) => (c === column ? on : current.includes(c))));
  return (
    <section id="compare" className="section comparison" aria-labelledby="compare-title">
      <div className="container">
        <h2 id="compare-title" className="section__title">{t("compare.title")}</h2>
        <form method="get" action={localizedPath(COMPARISON_CSV_PATH, locale)} className="comparison__form">
          <fieldset className="comparison__columns">
            <legend>{t("compare.columns")}</legend>
            {comparisonColumns.map((column) => (
              <label key={column} className="comparison__choice">
                <input type="checkbox" name="column" value={column} checked={columns.includes(column)} onChange={(event) => toggle(column, event.target.checked)} />
                {t(`spec.${column}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--ghost">{t("compare.download")}</button>
        </form>
        <FigureTable caption={t("compare.caption")}>
          <thead>
            <tr>
              <th scope="col">{t("compare.chip")}</th>
              {columns.map((column) => <th key={column} scope="col">{t(`spec.${column}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row"><PageLink page={row.page}>{row.name}</PageLink></th>
                {columns.map((column) => <td key={column}>{row.values[column] ?? "—"}</td>)}
              </tr>
            ))}
          </tbody>
        </FigureTable>
      </div>
    </section>
  );
}
