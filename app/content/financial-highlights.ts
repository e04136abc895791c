import type { FinancialStatements } from "./schemas";

/** The income statement's lines the highlights charts draw, in the order of the legend and of each year's bars. */
export const highlightLines = ["revenue", "operatingIncome", "netIncome"] as const;
export type HighlightLine = (typeof highlightLines)[number];

/**
 * Each fiscal year's revenue, operating income and net income, latest first as the statements put them, with its
 * operating margin: operating income as a percentage of revenue, to one decimal, worked out from the statement.
 */
export function financialHighlights(financials: FinancialStatements) {
  return financials.years.toReversed().map(({ year, incomeStatement }) => ({
    year,
    amounts: highlightLines.map((line) => ({ line, value: incomeStatement[line] })),
    operatingMargin: Math.round((incomeStatement.operatingIncome / incomeStatement.revenue) * 1000) / 10,
  }));
}
export type FinancialHighlights = ReturnType<typeof financialHighlights>;

/**
 * Each chart's canvas in user units. 360 wide: on a 390 px phone a chart is 350 px wide, so 12.5-unit text reads at
 * 12 px (and at 11.1 px on a 360 px phone).
 */
export const highlightsCanvas = { width: 360, font: 12.5, heading: 24, bar: 16, gap: 4, groupGap: 18, labelGap: 4 } as const;

/** The room a value's label takes beside its bar: digits and grouping commas at about 0.6 em each, brackets or a sign. */
function labelRoom(value: number) {
  const digits = String(Math.abs(value)).length;
  return (digits + Math.floor((digits - 1) / 3) + 2) * 0.6 * highlightsCanvas.font + highlightsCanvas.labelGap;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The geometry of a chart of some of the lines: per year a heading row (the year, and in the income chart its
 * operating margin) over one horizontal bar per line. Bars grow from a zero line in proportion to their amounts, right
 * for a profit and left for a loss; each label sits past its bar's end, and the scale leaves the labels room on the
 * sides that have bars.
 */
export function highlightBars(highlights: FinancialHighlights, lines: readonly HighlightLine[]) {
  const { width, heading, bar, gap, groupGap, labelGap } = highlightsCanvas;
  const drawn = highlights.map((year) => ({ ...year, amounts: year.amounts.filter((amount) => lines.includes(amount.line)) }));
  const values = drawn.flatMap((year) => year.amounts.map((amount) => amount.value));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const room = Math.max(...values.map(labelRoom));
  // Half the zero line's stroke width keeps it inside the canvas when no bar goes left.
  const left = min < 0 ? room : 1;
  const scale = max === min ? 0 : (width - left - (max > 0 ? room : 0)) / (max - min);
  const zero = round(left - min * scale);
  const barsHeight = lines.length * (bar + gap) - gap;
  const groupHeight = heading + barsHeight + groupGap;
  const groups = drawn.map(({ year, operatingMargin, amounts }, index) => {
    const top = index * groupHeight;
    return {
      year,
      operatingMargin,
      headingY: top + 16,
      barsY: top + heading,
      bars: amounts.map(({ line, value }, row) => {
        const length = round(Math.abs(value) * scale);
        const y = top + heading + row * (bar + gap);
        const loss = value < 0;
        return {
          line,
          value,
          x: loss ? round(zero - length) : zero,
          y,
          width: length,
          height: bar,
          label: { x: loss ? round(zero - length - labelGap) : round(zero + length + labelGap), y: y + 12, anchor: loss ? "end" : "start" },
        } as const;
      }),
    };
  });
  const zeroLine = groups.map((group) => `M${zero} ${group.barsY - 2}v${barsHeight + 4}`).join("");
  return { width, height: highlights.length * groupHeight - groupGap, zero, groups, zeroLine };
}
