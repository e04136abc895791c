import { highlightBars, highlightsCanvas, type FinancialHighlights, type HighlightLine } from "#app/content/financial-highlights";
import { htmlLang } from "#app/i18n/locales";
import type { MessageKey } from "#app/i18n/translator";
import { useLanguage } from "#app/shell/use-language";
import { ChartLegend, PatternTile, type SeriesStyle } from "./chart-series";
import { figureText } from "./figure-table";

export const lineStyles: Record<HighlightLine, SeriesStyle> = {
  revenue: { colour: "#0a1f44", pattern: "solid" },
  operatingIncome: { colour: "#1558c0", pattern: "diagonal" },
  netIncome: { colour: "#0f766e", pattern: "dots" },
};

/**
 * Two charts, each on its own scale: revenue is ten times the profits, and on one scale the profits' bars would be
 * slivers whose change no one could see. The income chart's years carry the operating margin.
 */
export const highlightCharts = [
  { id: "revenue", lines: ["revenue"], title: "ir.highlights.revenueTitle", margin: false },
  { id: "income", lines: ["operatingIncome", "netIncome"], title: "ir.highlights.incomeTitle", margin: true },
] as const satisfies readonly { id: string; lines: readonly HighlightLine[]; title: MessageKey; margin: boolean }[];

/** Element ids; a page has one set of highlights. */
const idPrefix = "highlights";
const fill = (line: HighlightLine) => `url(#${idPrefix}-${line})`;

/**
 * Revenue, operating income and net income by fiscal year, with the operating margin, drawn on the server: each chart
 * under its legend, which names it. Every bar carries its amount and every year its margin as text; the income
 * statement below stays the data of record.
 */
export function HighlightsChart({ highlights }: { highlights: FinancialHighlights }) {
  const { t } = useLanguage();
  return (
    <figure className="chart highlights-chart">
      {highlightCharts.map((chart) => (
        <div key={chart.id} className="highlights-chart__panel">
          <ChartLegend items={chart.lines.map((line) => ({ id: line, fill: fill(line), label: t(`ir.line.${line}`) }))} />
          <HighlightBars chart={chart} highlights={highlights} />
        </div>
      ))}
      <figcaption>{t("ir.highlights.caption")}</figcaption>
    </figure>
  );
}

/** One of the charts: an image named by its title and described, every figure in words, by its description. */
function HighlightBars({ chart, highlights }: { chart: (typeof highlightCharts)[number]; highlights: FinancialHighlights }) {
  const { t, locale } = useLanguage();
  const { width, height, groups, zeroLine } = highlightBars(highlights, chart.lines);
  const amount = (value: number) => figureText(value, t, locale);
  const margin = (value: number) => figureText(value, t, locale, 1, "%");
  const item = (line: string, value: string) => t("ir.highlights.item", { line, value });
  const marginName = t("ir.highlights.margin");
  const years = highlights.map((entry) => entry.year);
  const list = new Intl.ListFormat(htmlLang[locale], { type: "conjunction" });
  // A list of sentences: joined by a space in Korean and English, by nothing after a Chinese or Japanese full stop.
  const sentences = new Intl.ListFormat(htmlLang[locale], { type: "unit", style: "narrow" });
  const description = sentences.format(
    groups.map((group) =>
      t("ir.highlights.year", {
        year: t("ir.fiscalYear", { year: group.year }),
        items: list.format([
          ...group.bars.map((bar) => item(t(`ir.line.${bar.line}`), amount(bar.value).spoken)),
          ...(chart.margin ? [item(marginName, margin(group.operatingMargin).spoken)] : []),
        ]),
      }),
    ),
  );
  const id = `${idPrefix}-${chart.id}`;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      fontSize={highlightsCanvas.font}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="highlights-chart__bars"
    >
      <title id={`${id}-title`}>{t(chart.title, { first: Math.min(...years), last: Math.max(...years) })}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <defs>
        {chart.lines.map((line) => <PatternTile key={line} id={`${idPrefix}-${line}`} style={lineStyles[line]} />)}
      </defs>
      {groups.map((group) => (
        <g key={group.year}>
          <text y={group.headingY} fontWeight="700">{t("ir.fiscalYear", { year: group.year })}</text>
          {chart.margin ? <text x={width} y={group.headingY} textAnchor="end">{item(marginName, margin(group.operatingMargin).shown)}</text> : null}
          {group.bars.map((bar) => (
            <g key={bar.line} data-line={bar.line}>
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={fill(bar.line)} />
              <text x={bar.label.x} y={bar.label.y} textAnchor={bar.label.anchor}>{amount(bar.value).shown}</text>
            </g>
          ))}
        </g>
      ))}
      <path d={zeroLine} stroke="#4b5563" strokeWidth="2" />
    </svg>
  );
}
