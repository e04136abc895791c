/** The summary financial statements' lines, in the order the tables show them (specification §3). */
export const balanceSheetLines = [
  "currentAssets",
  "nonCurrentAssets",
  "totalAssets",
  "currentLiabilities",
  "nonCurrentLiabilities",
  "totalLiabilities",
  "paidInCapital",
  "sharePremium",
  "otherCapital",
  "retainedEarnings",
  "totalEquity",
] as const;
export const incomeStatementLines = [
  "revenue",
  "costOfSales",
  "grossProfit",
  "sellingAndAdministrative",
  "operatingIncome",
  "incomeBeforeTax",
  "netIncome",
] as const;
export type StatementLine = (typeof balanceSheetLines)[number] | (typeof incomeStatementLines)[number];
/** Subtotals and totals, set in bold. */
export const totalLines: readonly StatementLine[] = ["totalAssets", "totalLiabilities", "totalEquity", "grossProfit", "operatingIncome", "netIncome"];

export const shareholderCategories = ["largest", "institutions", "foreigners", "treasury", "others"] as const;
export type ShareholderCategory = (typeof shareholderCategories)[number];

export const announcementTypes = ["earnings", "shareholders-meeting", "major-contract", "dividend", "treasury-stock", "governance", "capital"] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** The investor-relations downloads: each statement and the shareholder table as CSV, the calendar as iCalendar files. */
export const irCsvPaths = {
  "balance-sheet": "/view/media/ir/balance-sheet.csv",
  "income-statement": "/view/media/ir/income-statement.csv",
  shareholders: "/view/media/ir/shareholders.csv",
} as const;
export type IrTable = keyof typeof irCsvPaths;
export const irTables = Object.keys(irCsvPaths) as IrTable[];

/** The whole IR calendar of a language, to subscribe to: a file the build writes, at an address that does not change. */
export const IR_CALENDAR_PATH = "/view/media/ir/calendar.ics";
/** One event's calendar file, to add that event alone: `calendar/<id>.ics`. */
export const IR_EVENT_CALENDARS = "/view/media/ir/calendar";
export const irEventCalendarPath = (eventId: string) => `${IR_EVENT_CALENDARS}/${eventId}.ics`;

/**
 * A calendar's subscription link: `webcal:` with the host the visitor reached, which calendar programs take as "fetch
 * this address now and again". It cannot be relative, and the page is prerendered, so it is made in the browser.
 */
export function webcalUrl(path: string, origin: string): string {
  const url = new URL(path, origin);
  return `webcal://${url.host}${url.pathname}`;
}


/** A filing on DART, the Financial Supervisory Service's disclosure system, by its receipt number. */
export function filingUrl(receiptNumber: string): string {
  return `https://dart.fss.or.kr/dsaf001/main.do?rcpNo=${receiptNumber}`;
}
