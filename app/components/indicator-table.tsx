import type { IndicatorRow } from "#app/site/sustainability";
import { useLanguage } from "#app/shell/use-language";
import { figure, FigureTable } from "./figure-table";

/** Indicators by year, each row with its own unit. */
export function IndicatorTable({ caption, years, rows }: { caption: string; years: readonly number[]; rows: readonly IndicatorRow[] }) {
  const { t, locale } = useLanguage();
  return (
    <FigureTable caption={caption} compact={years.length === 1}>
      <thead>
        <tr>
          <th scope="col">{t("esg.indicators.indicator")}</th>
          <th scope="col">{t("esg.indicators.unit")}</th>
          {years.map((year) => (
            <th key={year} scope="col" className="figure-table__number">{year}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.label}</th>
            <td className="figure-table__unit-cell">{row.unit}</td>
            {row.values.map((value, index) => (
              <td key={years[index]} className="figure-table__number">{figure(value, t, locale, row.fractionDigits)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
