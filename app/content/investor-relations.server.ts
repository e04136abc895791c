import announcementsJson from "../../content/ir/announcements.json";
import boardJson from "../../content/ir/board.json";
import eventsJson from "../../content/ir/events.json";
import financialsJson from "../../content/ir/financials.json";
import leadershipJson from "../../content/leadership.json";
import shareholdersJson from "../../content/ir/shareholders.json";
import { formatDate } from "#app/i18n/format";
import type { Locale } from "#app/i18n/locales";
import type { Translate } from "#app/i18n/translator";
import { balanceSheetLines, incomeStatementLines, type IrTable, type ShareholderCategory } from "#app/site/investor-relations";
import type { CsvCell } from "#app/i18n/csv";
import { financialHighlights } from "./financial-highlights";
import { irCrossFileProblems } from "./ir-cross-file";
import { parsedContentFile } from "./content-files";
import { refuseProblems } from "./content-problems";
import { irEventsIn } from "./ir-events";
import { shownInLocale } from "#app/i18n/in-locale";
import type { FinancialStatements, ShareholderTable } from "./schemas";

export const irContent = {
  financials: parsedContentFile("content/ir/financials.json", financialsJson),
  shareholders: parsedContentFile("content/ir/shareholders.json", shareholdersJson),
  board: parsedContentFile("content/ir/board.json", boardJson),
  announcements: parsedContentFile("content/ir/announcements.json", announcementsJson).announcements,
  events: parsedContentFile("content/ir/events.json", eventsJson).events,
};

refuseProblems(irCrossFileProblems({ ...irContent, leadership: parsedContentFile("content/leadership.json", leadershipJson) }));

export type StatementKind = "balanceSheet" | "incomeStatement";
const linesOf = { balanceSheet: balanceSheetLines, incomeStatement: incomeStatementLines } as const;

/**
 * A statement as the page and its CSV show it: one row per line, one amount per fiscal year, the latest year first,
 * as Korean summary statements and annual reports put it (and as a phone shows it before any scrolling).
 */
export function statementTable(kind: StatementKind, financials: FinancialStatements = irContent.financials) {
  const years = financials.years.toReversed();
  return {
    years: years.map((entry) => entry.year),
    rows: linesOf[kind].map((line) => ({
      line,
      amounts: years.map((entry) => (entry[kind] as Record<typeof line, number>)[line]),
    })),
  };
}
export type StatementTable = ReturnType<typeof statementTable>;

/** A percentage with two decimals, as filings give ownership. */
const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

type Holding = { shares: number; rate: number };
export type ShareholderRow = { id: ShareholderCategory | "total"; common: Holding; preferred: Holding; total: Holding };

/** The shareholder table: each category's holdings and ownership rates by class of share, then the total row. */
export function shareholderRows(table: ShareholderTable = irContent.shareholders): ShareholderRow[] {
  const sum = (pick: (c: ShareholderTable["categories"][number]) => number) => table.categories.reduce((s, c) => s + pick(c), 0);
  const commonIssued = sum((c) => c.common);
  const preferredIssued = sum((c) => c.preferred);
  const issued = commonIssued + preferredIssued;
  const row = (id: ShareholderRow["id"], common: number, preferred: number): ShareholderRow => ({
    id,
    common: { shares: common, rate: rate(common, commonIssued) },
    preferred: { shares: preferred, rate: rate(preferred, preferredIssued) },
    total: { shares: common + preferred, rate: rate(common + preferred, issued) },
  });
  return [...table.categories.map((c) => row(c.id, c.common, c.preferred)), row("total", commonIssued, preferredIssued)];
}

/** A donut chart's geometry, drawn on a 200 × 200 canvas: one ring segment per category, clockwise from 12 o'clock. */
export function donutSegments(parts: readonly { id: ShareholderCategory; value: number }[], outer = 96, inner = 58) {
  const whole = parts.reduce((sum, part) => sum + part.value, 0);
  const point = (radius: number, turn: number) => {
    const angle = 2 * Math.PI * turn - Math.PI / 2;
    return `${round(100 + radius * Math.cos(angle))} ${round(100 + radius * Math.sin(angle))}`;
  };
  let start = 0;
  return parts
    .filter((part) => part.value > 0)
    .map((part) => {
      // A full ring cannot be one arc; stopping just short of a whole turn keeps the path drawable.
      const end = Math.min(start + part.value / whole, start + 0.99999);
      const large = end - start > 0.5 ? 1 : 0;
      const path = [
        `M${point(outer, start)}`,
        `A${outer} ${outer} 0 ${large} 1 ${point(outer, end)}`,
        `L${point(inner, end)}`,
        `A${inner} ${inner} 0 ${large} 0 ${point(inner, start)}`,
        "Z",
      ].join(" ");
      start += part.value / whole;
      return { id: part.id, path };
    });
}
const round = (value: number) => Math.round(value * 1000) / 1000;

/** Everything the investor-relations page shows, in one language. */
export function irPage(locale: Locale) {
  const { shareholders, board, announcements, events } = irContent;
  const rows = shareholderRows();
  const commonIssued = rows.at(-1)!.common.shares;
  return {
    sampleFigures: Boolean(irContent.financials.sampleFigures || shareholders.sampleFigures),
    balanceSheet: statementTable("balanceSheet"),
    incomeStatement: statementTable("incomeStatement"),
    highlights: financialHighlights(irContent.financials),
    shareholders: {
      baseDate: shareholders.baseDate,
      rows,
      chart: donutSegments(shareholders.categories.map((c) => ({ id: c.id, value: c.common + c.preferred }))),
      commonIssued,
      majorHolders: shownInLocale(shareholders.majorHolders, locale).map((holder) => ({ ...holder, rate: rate(holder.common, commonIssued) })),
    },
    board: shownInLocale(board, locale),
    announcements: shownInLocale(announcements, locale),
    events: irEventsIn(events, locale),
  };
}
export type IrPage = ReturnType<typeof irPage>;

/** The rows of a table's CSV: the page's labels in the visitor's language and its very numbers. */
export function irCsvRows(table: IrTable, t: Translate, locale: Locale): CsvCell[][] {
  if (table === "shareholders") {
    const asOf = t("ir.shareholders.asOf", { date: formatDate(irContent.shareholders.baseDate, locale) });
    return [
      [
        t("text.parenthetical", { text: t("ir.col.category"), note: t("text.notes", { first: asOf, second: t("ir.unit.shares") }) }),
        t("ir.csv.commonShares"),
        t("ir.csv.commonRate"),
        t("ir.csv.preferredShares"),
        t("ir.csv.preferredRate"),
        t("ir.csv.totalShares"),
        t("ir.csv.totalRate"),
      ],
      ...shareholderRows().map((row) => [
        t(`ir.category.${row.id}`),
        row.common.shares,
        row.common.rate,
        row.preferred.shares,
        row.preferred.rate,
        row.total.shares,
        row.total.rate,
      ]),
    ];
  }
  const statement = statementTable(table === "balance-sheet" ? "balanceSheet" : "incomeStatement");
  return [
    [t("text.parenthetical", { text: t("ir.account"), note: t("ir.unit.krwMillion") }), ...statement.years.map((year) => t("ir.fiscalYear", { year }))],
    ...statement.rows.map((row) => [t(`ir.line.${row.line}`), ...row.amounts]),
  ];
}
