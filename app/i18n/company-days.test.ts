import { describe, expect, it } from "vitest";
import { COMPANY_TIME_ZONE, isInstantWithin, isTodayWithin, periodInstants } from "./company-days";

describe("the company's days", () => {
  const period = { from: "2026-12-01", until: "2026-12-24" };

  it("are days in Korea, the first and the last included", () => {
    expect(isTodayWithin(new Date("2026-11-30T14:59:59Z"), period, COMPANY_TIME_ZONE), "23:59 on 30 November in Seoul").toBe(false);
    expect(isTodayWithin(new Date("2026-11-30T15:00:00Z"), period, COMPANY_TIME_ZONE), "midnight on 1 December in Seoul").toBe(true);
    expect(isTodayWithin(new Date("2026-12-24T14:59:59Z"), period, COMPANY_TIME_ZONE)).toBe(true);
    expect(isTodayWithin(new Date("2026-12-24T15:00:00Z"), period, COMPANY_TIME_ZONE)).toBe(false);
  });

  it("have no end when no last day is given", () => {
    expect(isTodayWithin(new Date("2036-01-01T00:00:00Z"), { from: period.from }, COMPANY_TIME_ZONE)).toBe(true);
  });
});

describe("a period's instants", () => {
  it("begin at midnight of its first day and end at midnight after its last, in the time zone's clock", () => {
    expect(periodInstants({ from: "2026-10-29", until: "2026-11-01" }, COMPANY_TIME_ZONE)).toEqual({
      from: Date.parse("2026-10-28T15:00:00Z"),
      until: Date.parse("2026-11-01T15:00:00Z"),
    });
    // Berlin moves its clocks on 29 March and 25 October 2026: the period begins in winter time and ends in summer time.
    expect(periodInstants({ from: "2026-03-01", until: "2026-06-30" }, "Europe/Berlin")).toEqual({
      from: Date.parse("2026-02-28T23:00:00Z"),
      until: Date.parse("2026-06-30T22:00:00Z"),
    });
  });

  it("agree with the day the time zone's clock shows, at any instant", () => {
    const period = { from: "2026-03-28", until: "2026-03-30" };
    for (const timeZone of [COMPANY_TIME_ZONE, "Europe/Berlin", "America/Los_Angeles"]) {
      const instants = periodInstants(period, timeZone);
      for (let instant = Date.parse("2026-03-26T00:00:00Z"); instant < Date.parse("2026-04-02T00:00:00Z"); instant += 17 * 60_000) {
        const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
        expect(isInstantWithin(instant, instants), `${timeZone} ${new Date(instant).toISOString()}`).toBe(today >= period.from && today <= period.until);
      }
    }
  });
});
