import type { IrPage } from "#app/content/investor-relations.server";
import { formatDate } from "#app/components/formatted-date";
import { htmlLang } from "#app/i18n/locales";
import { formatNumber } from "#app/i18n/number-format";
import type { ShareholderCategory } from "#app/site/investor-relations";
import { useSite } from "#app/shell/use-site";

/**
 * Each category's colour (at least 3:1 against the white page) and pattern, so that colour is never the
 * only way to tell two segments apart.
 */
export const categoryStyles: Record<ShareholderCategory, { colour: string; pattern: "solid" | "diagonal" | "dots" | "cross" | "horizontal" }> = {
  largest: { colour: "#0a1f44", pattern: "solid" },
  institutions: { colour: "#1558c0", pattern: "diagonal" },
  foreigners: { colour: "#0f766e", pattern: "dots" },
  treasury: { colour: "#b45309", pattern: "cross" },
  others: { colour: "#4b5563", pattern: "horizontal" },
};

const patternMarks = {
  solid: null,
  diagonal: <path d="M-2 2l4-4M0 8l8-8M6 10l4-4" stroke="#fff" strokeWidth="1.5" />,
  dots: <circle cx="4" cy="4" r="1.4" fill="#fff" />,
  cross: <path d="M0 4h8M4 0v8" stroke="#fff" strokeWidth="1.2" />,
  horizontal: <path d="M0 2h8M0 6h8" stroke="#fff" strokeWidth="1.2" />,
};

/** Element ids; a page has one ownership chart. */
const idPrefix = "ownership-chart";

/** The shareholder structure as a donut drawn on the server; the table beside it is the full alternative. */
export function OwnershipChart({ shareholders }: { shareholders: IrPage["shareholders"] }) {
  const { t, locale } = useSite();
  const fill = (id: ShareholderCategory) => `url(#${idPrefix}-${id})`;
  const categories = shareholders.rows.flatMap((row) => (row.id === "total" ? [] : [{ id: row.id, rate: row.total.rate }]));
  const item = (category: (typeof categories)[number]) =>
    t("ir.chart.item", { category: t(`ir.category.${category.id}`), rate: formatNumber(category.rate, locale, 2) });
  const date = formatDate(shareholders.baseDate, locale);
  return (
    <figure className="ownership-chart">
      <svg viewBox="0 0 200 200" width="240" height="240" role="img" aria-labelledby={`${idPrefix}-title`} aria-describedby={`${idPrefix}-desc`} className="ownership-chart__donut">
        <title id={`${idPrefix}-title`}>{`${t("ir.chart.title")} (${date})`}</title>
        <desc id={`${idPrefix}-desc`}>{new Intl.ListFormat(htmlLang[locale], { type: "conjunction" }).format(categories.map(item))}</desc>
        <defs>
          {categories.map(({ id }) => (
            <pattern key={id} id={`${idPrefix}-${id}`} width="8" height="8" patternUnits="userSpaceOnUse">
              <rect width="8" height="8" fill={categoryStyles[id].colour} />
              {patternMarks[categoryStyles[id].pattern]}
            </pattern>
          ))}
        </defs>
        {shareholders.chart.map((segment) => (
          <path key={segment.id} d={segment.path} fill={fill(segment.id)} stroke="#fff" strokeWidth="2" data-category={segment.id} />
        ))}
      </svg>
      <ul className="ownership-chart__legend">
        {categories.map((category) => (
          <li key={category.id} data-category={category.id}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20"><rect width="20" height="20" rx="4" fill={fill(category.id)} /></svg>
            <span>{t(`ir.category.${category.id}`)}</span>
            <span className="ownership-chart__rate">{formatNumber(category.rate, locale, 2)}%</span>
          </li>
        ))}
      </ul>
      <figcaption>{t("ir.chart.caption", { date })}</figcaption>
    </figure>
  );
}
