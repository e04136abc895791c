import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import financialsJson from "../../content/ir/financials.json";
import shareholdersJson from "../../content/ir/shareholders.json";
import leadershipJson from "../../content/leadership.json";
import { contrastRatio } from "../../tests/support/contrast";
import { categoryStyles } from "#app/components/ownership-chart";
import { company } from "#app/config/company";
import { plainTranslator } from "#app/i18n/messages.server";
import { locales, type Locale } from "#app/i18n/locales";
import { classifyHref } from "#app/site/link-guard";
import { filingUrl, irTables, shareholderCategories, type IrTable } from "#app/site/investor-relations";
import { donutSegments, irContent, irCsvRows, shareholderRows, statementTable } from "./investor-relations.server";
import { irCalendar, irEventCalendar } from "#app/files/ir-calendar.server";
import { revisedEvent, unrevisedEvents } from "./ir-event-revisions";
import { irCrossFileProblems } from "./ir-cross-file";
import { problemLine } from "./content-problems";
import { announcementsSchema, balanceSheetSchema, financialStatementsSchema, incomeStatementSchema, irEventSchema, leadershipSchema, shareholderTableSchema } from "./schemas";

const leadership = leadershipSchema.parse(leadershipJson);

const clone = <T>(value: T): T => structuredClone(value);
const [firstYear] = financialsJson.years;
const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("investor-relations content", () => {
  it("gives the specification's 11 balance-sheet and 7 income lines for fiscal years 2023 to 2025, marked as samples", () => {
    const { financials } = irContent;
    expect(financials.sampleFigures).toBe(true);
    expect(financials.years.map((entry) => entry.year)).toEqual([2023, 2024, 2025]);
    expect(statementTable("balanceSheet").rows).toHaveLength(11);
    expect(statementTable("incomeStatement").rows).toHaveLength(7);
  });

  it("puts the latest fiscal year first in both statements, as Korean summary statements do", () => {
    for (const kind of ["balanceSheet", "incomeStatement"] as const) {
      const statement = statementTable(kind);
      expect(statement.years).toEqual([2025, 2024, 2023]);
      const netIncome = irContent.financials.years.map((entry) => entry.incomeStatement.netIncome);
      if (kind === "incomeStatement") expect(statement.rows.at(-1)!.amounts).toEqual(netIncome.toReversed());
    }
  });

  it("has a board of four, two executive directors from the management team and two outside directors, and ten or more announcements", () => {
    expect(irContent.board.map((member) => member.level)).toEqual(["executive", "executive", "non-executive", "non-executive"]);
    expect(irContent.board.map((member) => member.id).slice(0, 2)).toEqual(["seo-yun-han", "min-jae-kang"]);
    expect(irContent.announcements.length).toBeGreaterThanOrEqual(10);
    expect(irContent.shareholders.baseDate).toBe("2024-12-31");
    expect(irCrossFileProblems({ ...irContent, leadership })).toEqual([]);
  });

  describe("refuses figures that do not add up", () => {
    const balance = firstYear!.balanceSheet;
    const income = firstYear!.incomeStatement;
    it.each([
      ["current + non-current assets must equal total assets", { currentAssets: balance.currentAssets + 1 }],
      ["current + non-current liabilities must equal total liabilities", { currentLiabilities: balance.currentLiabilities + 5 }],
      ["total assets must equal total liabilities + total equity", { totalAssets: balance.totalAssets + 7, currentAssets: balance.currentAssets + 7 }],
      ["total equity must equal paid-in capital + share premium + other capital + retained earnings", { retainedEarnings: balance.retainedEarnings - 3 }],
    ])("balance sheet: %s", (message, change) => {
      expect(balanceSheetSchema.safeParse(balance).success).toBe(true);
      expect(issues(balanceSheetSchema.safeParse({ ...balance, ...change }))).toEqual([message]);
    });

    it.each([
      ["revenue must be positive: the operating margin is worked out as a share of it", { revenue: 0, costOfSales: -income.grossProfit }],
      ["gross profit must equal revenue − cost of goods sold", { costOfSales: income.costOfSales + 10 }],
      ["operating income must equal gross profit − selling and administrative expenses", { operatingIncome: income.operatingIncome + 1 }],
      ["net income cannot exceed a positive income before tax", { netIncome: income.incomeBeforeTax + 1 }],
    ])("income statement: %s", (message, change) => {
      expect(incomeStatementSchema.safeParse(income).success).toBe(true);
      expect(issues(incomeStatementSchema.safeParse({ ...income, ...change }))).toEqual([message]);
    });

    it("accepts a loss year, where net income may exceed a negative income before tax (a tax benefit)", () => {
      const loss = { ...income, sellingAndAdministrative: income.grossProfit + 500, operatingIncome: -500, incomeBeforeTax: -800, netIncome: -600 };
      expect(incomeStatementSchema.safeParse(loss).success).toBe(true);
    });

    it("needs consecutive fiscal years", () => {
      const gap = clone(financialsJson);
      gap.years[1]!.year = 2021;
      expect(issues(financialStatementsSchema.safeParse(gap))).toContain("fiscal years must be consecutive, oldest first");
    });

    it("ties paid-in capital to the shares issued at par, and the executive directors to the management team", () => {
      const content = clone(irContent);
      // The shareholders' base date (31 December 2024, the specification's) names the year the check reads.
      content.financials.years.find((entry) => entry.year === 2024)!.balanceSheet.paidInCapital += 1;
      content.board[1]!.name.en = "Someone Else";
      expect(irCrossFileProblems({ ...content, leadership }).map(problemLine)).toEqual([
        "content/ir/financials.json, years[1].balanceSheet.paidInCapital: 7751 must equal the 15500000 shares issued × KRW 500 par value (content/ir/shareholders.json), in KRW million, for FY2024",
        'content/ir/board.json, [1].name: {"ko":"강민재","en":"Someone Else","zh":"姜敏在","ja":"カン・ミンジェ"} must be the name content/leadership.json gives this person, in every language',
      ]);
    });
  });

  describe("shareholders", () => {
    it("refuses a holder under 5 %, holders who outnumber their category, and categories out of order", () => {
      const small = clone(shareholdersJson);
      small.majorHolders[2]!.common = 700_000;
      expect(issues(shareholderTableSchema.safeParse(small))).toEqual([
        "northlight-technology-fund holds less than 5 % of the common shares and does not belong in the table of holders of 5 % or more",
      ]);
      const overflow = clone(shareholdersJson);
      overflow.categories[0]!.common = 1_000_000;
      overflow.categories[4]!.common += 2_420_000;
      expect(issues(shareholderTableSchema.safeParse(overflow))).toEqual([
        "the holders of 5 % or more in category largest hold more common shares than the category itself",
      ]);
      const reordered = clone(shareholdersJson);
      reordered.categories.reverse();
      expect(issues(shareholderTableSchema.safeParse(reordered))[0]).toMatch(/^categories must be, in order/);
    });

    it("adds the categories up to a total row of 100 % in every class of share", () => {
      const rows = shareholderRows();
      const total = rows.at(-1)!;
      expect(total.id).toBe("total");
      for (const shareClass of ["common", "preferred", "total"] as const) {
        expect(total[shareClass].rate).toBe(100);
        expect(rows.slice(0, -1).reduce((sum, row) => sum + row[shareClass].shares, 0)).toBe(total[shareClass].shares);
        expect(Math.abs(rows.slice(0, -1).reduce((sum, row) => sum + row[shareClass].rate, 0) - 100)).toBeLessThanOrEqual(0.05);
      }
      expect(rows.find((row) => row.id === "treasury")!.common).toEqual({ shares: 450_000, rate: 3 });
    });

    it("draws each donut segment with the angle of its category's share", () => {
      const parts = irContent.shareholders.categories.map((category) => ({ id: category.id, value: category.common + category.preferred }));
      const whole = parts.reduce((sum, part) => sum + part.value, 0);
      let turn = 0;
      for (const segment of donutSegments(parts)) {
        const [, x1, y1, , , , , , x2, y2] = segment.path.split(/[ MAL]+/).map(Number);
        const angle = (x: number, y: number) => (Math.atan2(y - 100, x - 100) + Math.PI / 2 + 2 * Math.PI) % (2 * Math.PI);
        const share = parts.find((part) => part.id === segment.id)!.value / whole;
        expect(angle(x1!, y1!) / (2 * Math.PI)).toBeCloseTo(turn % 1, 4);
        expect(((angle(x2!, y2!) - angle(x1!, y1!) + 2 * Math.PI) % (2 * Math.PI)) / (2 * Math.PI)).toBeCloseTo(share, 4);
        turn += share;
      }
      expect(turn).toBeCloseTo(1, 10);
    });

    it("gives every category a colour of at least 3:1 against the page and a pattern of its own", () => {
      for (const id of shareholderCategories) expect(contrastRatio(categoryStyles[id].colour, "#ffffff")).toBeGreaterThanOrEqual(3);
      expect(new Set(shareholderCategories.map((id) => categoryStyles[id].pattern)).size).toBe(shareholderCategories.length);
    });
  });

  it("writes each CSV with the page's numbers under the visitor's labels", () => {
    for (const locale of locales) {
      const t = plainTranslator(locale);
      for (const table of irTables) {
        const [header, ...rows] = irCsvRows(table, t, locale);
        expect(header!.every((cell) => typeof cell === "string")).toBe(true);
        if (table === "shareholders") {
          expect(rows.map((row) => row.slice(1))).toEqual(shareholderRows().map((r) => [r.common.shares, r.common.rate, r.preferred.shares, r.preferred.rate, r.total.shares, r.total.rate]));
        } else {
          const statement = statementTable(table === "balance-sheet" ? "balanceSheet" : "incomeStatement");
          expect(rows).toEqual(statement.rows.map((row) => [t(`ir.line.${row.line}`), ...row.amounts]));
        }
      }
    }
  });

  it("heads each CSV's first column with its unit in the language's own brackets", () => {
    const firstHeading = (table: IrTable, locale: Locale) => irCsvRows(table, plainTranslator(locale), locale)[0]![0];
    expect(firstHeading("income-statement", "en")).toBe("Account (Unit: KRW million)");
    expect(firstHeading("income-statement", "zh")).toBe("科目（单位：百万韩元）");
    expect(firstHeading("shareholders", "ko")).toBe("구분 (2024년 12월 31일 기준; 단위: 주, %)");
    expect(firstHeading("shareholders", "ja")).toBe("区分（2024年12月31日現在、単位：株、%）");
  });

  it("sends every announcement to its DART filing through the link guard", () => {
    for (const item of irContent.announcements) {
      expect(classifyHref(filingUrl(item.receiptNumber), company.allowedExternalHosts)).toEqual({ kind: "external", href: filingUrl(item.receiptNumber) });
    }
    const misdated = clone(irContent.announcements);
    misdated[0]!.receiptNumber = "19990101000001";
    expect(issues(announcementsSchema.safeParse(misdated))).toEqual([expect.stringMatching(/^must begin with its filing date \d{4}-\d{2}-\d{2} \(\d{8}…\)$/)]);
    expect(issues(announcementsSchema.safeParse(clone(irContent.announcements).reverse()))).toEqual([expect.stringContaining("announcements are listed newest first")]);
  });

  it("writes each event as an iCalendar file that a parser reads back with the same time, title and place", () => {
    for (const locale of locales) {
      for (const event of irContent.events) {
        const file = irEventCalendar(event.id, locale)!;
        expect(file.ics.endsWith("\r\n") && !/[^\r]\n/.test(file.ics), "every line ends with CRLF").toBe(true);
        const vevent = new ICAL.Component(ICAL.parse(file.ics)).getFirstSubcomponent("vevent")!;
        const parsed = new ICAL.Event(vevent);
        expect(parsed.startDate.toJSDate().getTime()).toBe(Date.parse(event.start));
        expect(parsed.endDate.toJSDate().getTime() - parsed.startDate.toJSDate().getTime()).toBe(event.durationMinutes * 60_000);
        expect(parsed.summary).toContain(event.title[locale]);
        expect(parsed.location).toBe(event.location[locale]);
        expect(parsed.uid).toBe(`${event.id}@${company.domain}`);
      }
    }
    expect(irEventCalendar("no-such-event", "en")).toBeNull();
    expect(irEventSchema.safeParse({ ...irContent.events[0], start: "2027-02-04T07:00:00Z" }).success).toBe(false);
  });

  describe("the whole IR calendar", () => {
    const vevents = (ics: string) =>
      new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => ({ event: new ICAL.Event(vevent), sequence: vevent.getFirstPropertyValue("sequence") }));

    it("holds every event in each language, with its name, stable UIDs and its SEQUENCE", () => {
      for (const locale of locales) {
        const ics = irCalendar(locale);
        expect(ics.endsWith("\r\n") && !/[^\r]\n/.test(ics), "every line ends with CRLF").toBe(true);
        const calendar = new ICAL.Component(ICAL.parse(ics));
        expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(plainTranslator(locale)("ir.calendar.name"));
        const parsed = vevents(ics);
        expect(parsed.map(({ event }) => event.uid)).toEqual(irContent.events.map((event) => `${event.id}@${company.domain}`));
        expect(parsed.map(({ event }) => event.startDate.toJSDate().getTime())).toEqual(irContent.events.map((event) => Date.parse(event.start)));
        expect(parsed.map(({ event }) => event.summary)).toEqual(irContent.events.map((event) => expect.stringContaining(event.title[locale])));
        expect(parsed.map(({ sequence }) => sequence)).toEqual(irContent.events.map((event) => event.calendar.sequence));
      }
    });

    it("describes each event as its digest says it is", () => {
      expect(unrevisedEvents(irContent.events)).toEqual([]);
      expect(irContent.events.map(revisedEvent)).toEqual(irContent.events);
    });

    it("gives an event that changes a higher SEQUENCE, keeps each unchanged event's, and starts a new one at 0", () => {
      const events = clone(irContent.events);
      const moved = events[1]!;
      moved.start = "2027-02-05T16:00:00+09:00";
      const { calendar: _calendar, ...addedContent } = { ...clone(events[0]!), id: "nds-2027-06", start: "2027-06-10T10:00:00+09:00" };
      const edited = [...events, { ...addedContent, calendar: { sequence: 0, digest: "0000000000000000" } }];
      expect(unrevisedEvents(edited).map((problem) => problem.rule)).toEqual([moved.id, addedContent.id].map((id) => expect.stringContaining(`event ${id} as it is now`)));
      expect(irCrossFileProblems({ ...irContent, events: edited, leadership })).toHaveLength(2);

      const revised = [...events.map(revisedEvent), revisedEvent(addedContent)];
      const sequences = Object.fromEntries(vevents(irCalendar("ja", revised)).map(({ event, sequence }) => [event.uid.split("@")[0], sequence]));
      for (const event of irContent.events) expect(sequences[event.id]).toBe(event.calendar.sequence + (event.id === moved.id ? 1 : 0));
      expect(sequences[addedContent.id]).toBe(0);
      expect(revised.map(revisedEvent)).toEqual(revised);

      const movedAgain = revised[1]!;
      movedAgain.title.en = "Provisional operating results for fiscal year 2026 (moved)";
      expect(revisedEvent(movedAgain).calendar.sequence).toBe(irContent.events[1]!.calendar.sequence + 2);
    });
  });
});
