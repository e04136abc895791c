import type { StatementTable as Statement } from "#app/content/investor-relations.server";
import { totalLines } from "#app/site/investor-relations";
import { useLanguage } from "#app/shell/use-language";
import { FigureTable, figure } from "./figure-table";

/** A summary financial statement: one row per line, one column per fiscal year, in millions of won. */
export function StatementTable({ caption, statement }: { caption: string; statement: Statement }) {
  const { t, locale } = useLanguage();
  return (
    <FigureTable caption={caption} unit={t("ir.unit.krwMillion")}>
      <thead>
        <tr>
          <th scope="col">{t("ir.account")}</th>
          {statement.years.map((year) => (
            <th key={year} scope="col" className="figure-table__number">{t("ir.fiscalYear", { year })}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {statement.rows.map((row) => (
          <tr key={row.line} className={totalLines.includes(row.line) ? "figure-table__total" : undefined}>
            <th scope="row">{t(`ir.line.${row.line}`)}</th>
            {row.amounts.map((amount, index) => (
              <td key={statement.years[index]} className="figure-table__number">{figure(amount, t, locale)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
