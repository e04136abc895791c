import { describe, expect, it } from "vitest";
import { NOTICE_TIME_ZONE, POPUP_KEYS, isNoticeDue, isPopupHidden, nextLocalMidnight } from "./popup-state";

const store = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe("popup state", () => {
  it("'Hide for today' lasts until the next local midnight", () => {
    const evening = new Date(2026, 10, 22, 23, 59);
    const until = nextLocalMidnight(evening);
    expect(new Date(until)).toEqual(new Date(2026, 10, 23, 0, 0));
    const local = store({ [POPUP_KEYS.hiddenUntil]: String(until) });
    expect(isPopupHidden(evening, local, store({}), POPUP_KEYS)).toBe(true);
    expect(isPopupHidden(new Date(2026, 10, 23, 0, 0), local, store({}), POPUP_KEYS)).toBe(false);
  });

  it("'Close' hides it for the rest of the visit", () => {
    expect(isPopupHidden(new Date(), store({}), store({ [POPUP_KEYS.closed]: "1" }), POPUP_KEYS)).toBe(true);
    expect(isPopupHidden(new Date(), store({}), store({}), POPUP_KEYS)).toBe(false);
  });
});

describe("the notice's days", () => {
  const period = { from: "2026-12-01", until: "2026-12-24" };

  it("are days in Korea, the first and the last included", () => {
    expect(isNoticeDue(new Date("2026-11-30T14:59:59Z"), period, NOTICE_TIME_ZONE), "23:59 on 30 November in Seoul").toBe(false);
    expect(isNoticeDue(new Date("2026-11-30T15:00:00Z"), period, NOTICE_TIME_ZONE), "midnight on 1 December in Seoul").toBe(true);
    expect(isNoticeDue(new Date("2026-12-24T14:59:59Z"), period, NOTICE_TIME_ZONE)).toBe(true);
    expect(isNoticeDue(new Date("2026-12-24T15:00:00Z"), period, NOTICE_TIME_ZONE)).toBe(false);
  });

  it("have no end when no last day is given", () => {
    expect(isNoticeDue(new Date("2036-01-01T00:00:00Z"), { from: period.from }, NOTICE_TIME_ZONE)).toBe(true);
  });
});
