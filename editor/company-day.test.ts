import { describe, expect, it } from "vitest";
import { formatDate } from "#app/i18n/format";
import { locales } from "#app/i18n/locales";
import { companyDayNote, dayAsShown, dayFromText } from "./company-day";

describe("a day typed in the editor", () => {
  it.each(locales)("is read as the site writes it in %s, and as stored", (locale) => {
    for (const day of ["2024-08-08", "2026-11-26", "2027-02-28", "2028-02-29", "2029-12-31"]) {
      expect(dayFromText(formatDate(day, locale), locale), day).toBe(day);
      expect(dayFromText(day, locale)).toBe(day);
    }
  });

  it("is read whatever its spacing and letter case", () => {
    expect(dayFromText("2024년8월 8일 ", "ko")).toBe("2024-08-08");
    expect(dayFromText("8 august  2024", "en")).toBe("2024-08-08");
    expect(dayFromText("2024 年 8 月 8 日", "zh")).toBe("2024-08-08");
  });

  it("names no day when the calendar has none, a part is missing, or it has words the site's dates do not", () => {
    for (const text of ["2026년 2월 30일", "2026년 11월", "26년 11월 26일", "내일", "2026년 11월 26일 오후", "2026-02-30", ""]) expect(dayFromText(text, "ko"), text).toBeUndefined();
    for (const text of ["26 Novembre 2026", "November 26", "30 February 2026"]) expect(dayFromText(text, "en"), text).toBeUndefined();
  });

  it("is shown as the site writes it, or as typed when it names no day", () => {
    expect(dayAsShown("2024-08-08", "ko")).toBe("2024년 8월 8일");
    expect(dayAsShown("2024-08-08", "en")).toBe("8 August 2024");
    expect(dayAsShown("2024-08-08", "ja")).toBe("2024年8月8日");
    expect(dayAsShown("2026년 2월 30일", "ko")).toBe("2026년 2월 30일");
    expect(dayAsShown("", "ko")).toBe("");
  });

  it("is said to be a day in Korea, in the editor's language, with an example written as the site writes dates", () => {
    expect(companyDayNote("ko")).toBe("한국 날짜. 사이트에 표시되는 형식으로 씁니다. 예: 2026년 11월 26일");
    expect(companyDayNote("en")).toBe("A day in Korea, written as the site shows dates, e.g. 26 November 2026.");
    expect(companyDayNote("zh")).toContain("韩国");
    expect(companyDayNote("ja")).toContain("韓国");
  });
});
