import type { IrPage } from "#app/content/investor-relations.server";
import { formatDate } from "#app/i18n/format";
import { formatNumber } from "#app/i18n/number-format";
import { useLanguage } from "#app/shell/use-language";
import { FigureTable, figure } from "./figure-table";

type Shareholders = IrPage["shareholders"];
const shareClasses = ["common", "preferred", "total"] as const;

/** Holdings by category and class of share, with ownership rates, at the base date; a total row of 100 %. */
export function ShareholderTable({ shareholders }: { shareholders: Shareholders }) {
  const { t, locale } = useLanguage();
  return (
    <FigureTable caption={`${t("ir.shareholders.caption")} · ${formatDate(shareholders.baseDate, locale)}`} unit={t("ir.unit.shares")}>
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>{t("ir.col.category")}</th>
          {shareClasses.map((shareClass) => (
            <th key={shareClass} scope="colgroup" colSpan={2} className="figure-table__group">{t(`ir.col.${shareClass}`)}</th>
          ))}
        </tr>
        <tr>
          {shareClasses.flatMap((shareClass) => [
            <th key={`${shareClass}-shares`} scope="col" className="figure-table__number">{t("ir.col.shares")}</th>,
            <th key={`${shareClass}-rate`} scope="col" className="figure-table__number">{t("ir.col.rate")}</th>,
          ])}
        </tr>
      </thead>
      <tbody>
        {shareholders.rows.map((row) => (
          <tr key={row.id} className={row.id === "total" ? "figure-table__total" : undefined}>
            <th scope="row">{t(`ir.category.${row.id}`)}</th>
            {shareClasses.flatMap((shareClass) => [
              <td key={`${shareClass}-shares`} className="figure-table__number">{figure(row[shareClass].shares, t, locale)}</td>,
              <td key={`${shareClass}-rate`} className="figure-table__number">{figure(row[shareClass].rate, t, locale, 2)}</td>,
            ])}
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}

/** The holders of 5 % or more of the common shares. */
export function MajorHolderTable({ shareholders }: { shareholders: Shareholders }) {
  const { t, locale } = useLanguage();
  return (
    <>
      <FigureTable caption={t("ir.majorHolders.caption")} unit={t("ir.unit.shares")}>
        <thead>
          <tr>
            <th scope="col">{t("ir.col.name")}</th>
            <th scope="col">{t("ir.col.relation")}</th>
            <th scope="col" className="figure-table__number">{t("ir.col.shares")}</th>
            <th scope="col" className="figure-table__number">{t("ir.col.rate")}</th>
          </tr>
        </thead>
        <tbody>
          {shareholders.majorHolders.map((holder) => (
            <tr key={holder.id}>
              <th scope="row">{holder.name}</th>
              <td>{holder.relation}</td>
              <td className="figure-table__number">{figure(holder.common, t, locale)}</td>
              <td className="figure-table__number">{figure(holder.rate, t, locale, 2)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
      <p className="figure-note">{t("ir.majorHolders.note", { total: formatNumber(shareholders.commonIssued, locale) })}</p>
    </>
  );
}
