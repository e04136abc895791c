import type { IrPage } from "#app/content/investor-relations.server";
import { formatDate } from "#app/i18n/format";
import { htmlLang } from "#app/i18n/locales";
import { formatNumber } from "#app/i18n/number-format";
import type { ShareholderCategory } from "#app/site/investor-relations";
import { useLanguage } from "#app/shell/use-language";
import { ChartLegend, PatternTile, type SeriesStyle } from "./chart-series";

export const categoryStyles: Record<ShareholderCategory, SeriesStyle> = {
  largest: { colour: "#0a1f44", pattern: "solid" },
  institutions: { colour: "#1558c0", pattern: "diagonal" },
  foreigners: { colour: "#0f766e", pattern: "dots" },
  treasury: { colour: "#b45309", pattern: "cross" },
  others: { colour: "#4b5563", pattern: "horizontal" },
};

/** Element ids; a page has one ownership chart. */
const idPrefix = "ownership-chart";

/** The shareholder structure as a donut drawn on the server; the table beside it is the full alternative. */
export function OwnershipChart({ shareholders }: { shareholders: IrPage["shareholders"] }) {
  const { t, locale } = useLanguage();
  const fill = (id: ShareholderCategory) => `url(#${idPrefix}-${id})`;
  const categories = shareholders.rows.flatMap((row) => (row.id === "total" ? [] : [{ id: row.id, rate: row.total.rate }]));
  const item = (category: (typeof categories)[number]) =>
    t("ir.chart.item", { category: t(`ir.category.${category.id}`), rate: formatNumber(category.rate, locale, 2) });
  const date = formatDate(shareholders.baseDate, locale);
  return (
    <figure className="chart ownership-chart">
      <svg viewBox="0 0 200 200" width="240" height="240" role="img" aria-labelledby={`${idPrefix}-title`} aria-describedby={`${idPrefix}-desc`} className="ownership-chart__donut">
        <title id={`${idPrefix}-title`}>{t("ir.chart.title", { date })}</title>
        <desc id={`${idPrefix}-desc`}>{new Intl.ListFormat(htmlLang[locale], { type: "conjunction" }).format(categories.map(item))}</desc>
        <defs>
          {categories.map(({ id }) => <PatternTile key={id} id={`${idPrefix}-${id}`} style={categoryStyles[id]} />)}
        </defs>
        {shareholders.chart.map((segment) => (
          <path key={segment.id} d={segment.path} fill={fill(segment.id)} stroke="#fff" strokeWidth="2" data-category={segment.id} />
        ))}
      </svg>
      <ChartLegend
        items={categories.map((category) => ({
          id: category.id,
          fill: fill(category.id),
          label: t(`ir.category.${category.id}`),
          value: `${formatNumber(category.rate, locale, 2)}%`,
        }))}
      />
      <figcaption>{t("ir.chart.caption", { date })}</figcaption>
    </figure>
  );
}
