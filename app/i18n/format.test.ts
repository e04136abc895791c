import { describe, expect, it } from "vitest";
import { formatDate, formatMessage } from "./format";
import { dateLocale, locales } from "./locales";

describe("formatMessage", () => {
  it("fills arguments", () => {
    expect(formatMessage("Page not found: {path}", { path: "/x" })).toBe("Page not found: /x");
    expect(formatMessage("{count} locations worldwide", { count: 10 })).toBe("10 locations worldwide");
  });

  it("chooses plural forms by the language's rules", () => {
    const message = "{n, plural, =0 {no offices} one {# office} other {# offices}}";
    expect(formatMessage(message, { n: 0 }, "en")).toBe("no offices");
    expect(formatMessage(message, { n: 1 }, "en")).toBe("1 office");
    expect(formatMessage(message, { n: 1200 }, "en")).toBe("1,200 offices");
  });

  it("fails loudly on a missing argument rather than showing a hole", () => {
    expect(() => formatMessage("Hello {name}")).toThrow(/name/);
  });
});

const DAY_MS = 86_400_000;

describe("formatDate", () => {
  it.each(locales)("writes every day from 2000 to 2039 in %s as Intl's long date style does", (locale) => {
    const intl = new Intl.DateTimeFormat(dateLocale[locale], { dateStyle: "long", timeZone: "UTC" });
    const differing: string[] = [];
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2040, 0, 1); time += DAY_MS) {
      const iso = new Date(time).toISOString().slice(0, 10);
      if (formatDate(iso, locale) !== intl.format(time)) differing.push(`${iso}: ${formatDate(iso, locale)} ≠ ${intl.format(time)}`);
    }
    expect(differing).toEqual([]);
  });

  it("refuses what is not a calendar date", () => {
    expect(() => formatDate("2026-11-28T10:00:00Z", "en")).toThrow(RangeError);
    expect(() => formatDate("28.11.2026", "ko")).toThrow(RangeError);
  });
});
