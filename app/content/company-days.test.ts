import { describe, expect, it } from "vitest";
import { COMPANY_TIME_ZONE, isTodayWithin } from "./company-days";

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
