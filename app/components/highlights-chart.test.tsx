import { describe, expect, it } from "vitest";
import { financialHighlights, highlightBars, highlightsCanvas, type FinancialHighlights } from "#app/content/financial-highlights";
import { irContent, statementTable } from "#app/content/investor-relations.server";
import { registerServerCatalogues } from "#app/i18n/catalogue.server";
import { locales, type Locale } from "#app/i18n/locales";
import { shownTranslator } from "#app/i18n/messages.server";
import { formatNumber } from "#app/i18n/number-format";
import { localizedPath } from "#app/i18n/paths";
import { renderSections } from "#app/shell/kept-markup.server";
import { highlightCharts, HighlightsChart, lineStyles } from "./highlights-chart";

registerServerCatalogues();

const highlights = financialHighlights(irContent.financials);

/** A year with an operating and a net loss, beside the sample figures. */
const withLoss: FinancialHighlights = [
  { year: 2026, operatingMargin: -4, amounts: [{ line: "revenue", value: 200_000 }, { line: "operatingIncome", value: -8_000 }, { line: "netIncome", value: -12_500 }] },
  ...highlights,
];

const render = (locale: Locale, data = highlights) =>
  renderSections(new Request(`http://localhost${localizedPath("/view/media/ir", locale)}`), { chart: <HighlightsChart highlights={data} /> }).chart;
const unescape = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
/** The text of a chart's `title` or `desc`. */
const textOf = (html: string, chart: string, element: "title" | "desc") =>
  unescape(html.match(new RegExp(`<${element} id="highlights-${chart}-${element}">([^<]*)</${element}>`))![1]!);
/** The label text of each bar, in the order of the bars. */
const barLabels = (html: string) => [...html.matchAll(/<g data-line="\w+"><rect[^>]*><\/rect><text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

describe("the financial highlights", () => {
  it("take each year's revenue, operating and net income from the income statement, latest first, and work out the operating margin", () => {
    const statement = statementTable("incomeStatement");
    expect(highlights.map((entry) => entry.year)).toEqual(statement.years);
    for (const line of ["revenue", "operatingIncome", "netIncome"] as const) {
      const row = statement.rows.find((r) => r.line === line)!;
      expect(highlights.map((entry) => entry.amounts.find((a) => a.line === line)!.value)).toEqual(row.amounts);
    }
    // 29,600 / 343,700, 26,500 / 316,800 and 22,700 / 281,300.
    expect(highlights.map((entry) => entry.operatingMargin)).toEqual([8.6, 8.4, 8.1]);
  });

  it("draw every bar of a chart from the zero line, its length in proportion to its amount, with room for its label inside the canvas", () => {
    for (const chart of highlightCharts) {
      const { groups, zero, width } = highlightBars(highlights, chart.lines);
      const bars = groups.flatMap((group) => group.bars);
      expect(bars.map((bar) => bar.line)).toEqual(highlights.flatMap(() => chart.lines));
      const scale = bars[0]!.width / bars[0]!.value;
      for (const bar of bars) {
        expect(bar.x).toBe(zero);
        expect(bar.width / bar.value).toBeCloseTo(scale, 3);
        expect(bar.label).toMatchObject({ anchor: "start", x: bar.x + bar.width + highlightsCanvas.labelGap });
        // "343,700" is seven characters at about 0.6 em.
        expect(bar.label.x + 7 * 0.6 * highlightsCanvas.font).toBeLessThanOrEqual(width);
      }
      // The largest amount takes most of the width: each chart's scale is its own.
      expect(Math.max(...bars.map((bar) => bar.x + bar.width))).toBeGreaterThan(width * 0.7);
    }
  });

  it("draw a loss to the left of the zero line, on the scale of the profits, its label before it", () => {
    const { groups, zero } = highlightBars(withLoss, ["revenue", "operatingIncome", "netIncome"]);
    const [revenue, operatingLoss, netLoss] = groups[0]!.bars;
    expect(zero).toBeGreaterThan(0);
    expect(revenue!.x).toBe(zero);
    for (const loss of [operatingLoss!, netLoss!]) {
      expect(loss.x + loss.width).toBeCloseTo(zero, 1);
      expect(loss.width / -loss.value).toBeCloseTo(revenue!.width / revenue!.value, 3);
      expect(loss.label.anchor).toBe("end");
      expect(loss.label.x).toBeLessThan(loss.x);
      expect(loss.label.x - 8 * 0.6 * highlightsCanvas.font).toBeGreaterThanOrEqual(0);
    }
    expect(netLoss!.width).toBeGreaterThan(operatingLoss!.width);
  });

  it("fill each line with a colour of at least 3:1 against the page and a pattern of its own", () => {
    const styles = Object.values(lineStyles);
    for (const style of styles) expect(1.05 / (luminance(style.colour) + 0.05)).toBeGreaterThanOrEqual(3);
    expect(new Set(styles.map((style) => style.pattern)).size).toBe(styles.length);
  });

  for (const locale of locales) {
    it(`are named and described in ${locale}, every figure of each chart in its description, as the statement writes it`, () => {
      const t = shownTranslator(locale);
      const html = render(locale);
      const item = (line: string, value: string) => t("ir.highlights.item", { line, value });
      const margins = highlights.map((entry) => item(t("ir.highlights.margin"), `${formatNumber(entry.operatingMargin, locale, 1)}%`));
      for (const chart of highlightCharts) {
        expect(html).toContain(`role="img" aria-labelledby="highlights-${chart.id}-title" aria-describedby="highlights-${chart.id}-desc"`);
        expect(textOf(html, chart.id, "title")).toBe(t(chart.title, { first: highlights.at(-1)!.year, last: highlights[0]!.year }));
        const description = textOf(html, chart.id, "desc");
        for (const [index, entry] of highlights.entries()) {
          const sentence = description.slice(description.indexOf(t("ir.fiscalYear", { year: entry.year })));
          const amounts = entry.amounts.filter(({ line }) => (chart.lines as readonly string[]).includes(line));
          for (const { line, value } of amounts) expect(sentence).toContain(item(t(`ir.line.${line}`), formatNumber(value, locale)));
          if (chart.margin) expect(sentence).toContain(margins[index]);
          else expect(description).not.toContain(t("ir.highlights.margin"));
        }
      }
      const lines = highlightCharts.flatMap((chart) => highlights.flatMap((entry) => entry.amounts.filter(({ line }) => (chart.lines as readonly string[]).includes(line))));
      expect(barLabels(html)).toEqual(lines.map(({ value }) => formatNumber(value, locale)));
      for (const margin of margins) expect(html).toContain(`>${margin}</text>`);
    });
  }

  it("show a loss as the statements write it, and describe it as a minus amount", () => {
    const en = shownTranslator("en");
    const ja = shownTranslator("ja");
    const income = (html: string) => barLabels(html).slice(withLoss.length, withLoss.length + 2);
    expect(income(render("en", withLoss))).toEqual(["(8,000)", "(12,500)"]);
    expect(textOf(render("en", withLoss), "income", "desc")).toMatch(/^FY2026: Operating income minus 8,000, Net income minus 12,500, and Operating margin minus 4\.0%\. FY2025: /);
    expect(render("en", withLoss)).toContain(`>${en("ir.highlights.margin")} (4.0%)</text>`);
    expect(income(render("ja", withLoss))).toEqual(["△8,000", "△12,500"]);
    expect(render("ja", withLoss)).toContain(`>${ja("ir.highlights.margin")}△4.0%</text>`);
  });
});
