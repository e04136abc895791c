/** The company names its days and times (a notice's, a position's, an IR event's) as they are in Korea, where it publishes them. */
export const COMPANY_TIME_ZONE = "Asia/Seoul";

/** A period of days (YYYY-MM-DD, both included, either open) as the instants it begins and ends (exclusive). */
export type PeriodInstants = { from?: number; until?: number };

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" });
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - Math.floor(instant / 1000) * 1000;
}

/** The instant the day `days` after `day` (YYYY-MM-DD) begins in `timeZone`. */
function startOfDay(day: string, timeZone: string, days = 0): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, date + days);
  return wallMidnight - offsetAt(wallMidnight - offsetAt(wallMidnight, timeZone), timeZone);
}

/**
 * The instants a period of days in `timeZone` begins and ends. The head script compares the clock with them, because
 * a page's first `Intl.DateTimeFormat` with a time zone costs it 20 to 35 ms of ICU start-up before its first paint.
 */
export function periodInstants(period: { from?: string; until?: string }, timeZone: string): PeriodInstants {
  return {
    ...(period.from === undefined ? {} : { from: startOfDay(period.from, timeZone) }),
    ...(period.until === undefined ? {} : { until: startOfDay(period.until, timeZone, 1) }),
  };
}

/** Self-contained: it is serialised into the inline head script. Whether `now` (ms since the epoch) is in the period. */
export function isInstantWithin(now: number, period: PeriodInstants): boolean {
  return (period.from === undefined || now >= period.from) && (period.until === undefined || now < period.until);
}

/** Whether `now` is a day from `from` to `until` (YYYY-MM-DD, both included, either open) in `timeZone`. */
export function isTodayWithin(now: Date, period: { from?: string; until?: string }, timeZone: string): boolean {
  return isInstantWithin(now.getTime(), periodInstants(period, timeZone));
}
