import { describe, expect, it } from "vitest";
import { POPUP_KEYS, isPopupHidden, nextLocalMidnight } from "./popup-state";

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
