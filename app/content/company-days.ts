/** The days the company names (a notice's, a position's) are days in Korea, where it publishes them. */
export const COMPANY_TIME_ZONE = "Asia/Seoul";

/**
 * Self-contained: it is serialised into the inline head script. Whether `now` is a day from `from` to `until`
 * (YYYY-MM-DD, both included, either open) in `timeZone`.
 */
export function isTodayWithin(now: Date, period: { from?: string; until?: string }, timeZone: string): boolean {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return (period.from === undefined || today >= period.from) && (period.until === undefined || today <= period.until);
}
