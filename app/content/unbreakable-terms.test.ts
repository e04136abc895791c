import { describe, expect, it } from "vitest";
import { japaneseWordsKeptWhole, keepWordsWhole, unbreakableTerms } from "./unbreakable-terms";

const JOIN = /[\u2060]/g;

describe("keepWordsWhole", () => {
  it("joins every listed code and standard, and reads the same once the joins are removed", () => {
    for (const term of unbreakableTerms) {
      const shown = keepWordsWhole(term);
      expect(shown.replace(JOIN, "").replaceAll("\u00a0", " ")).toBe(term);
      if (/[- ]/.test(term)) expect(shown, term).not.toBe(term);
    }
  });

  it("joins a Korean word where Hangul meets another script, and leaves spaces and list breaks alone", () => {
    expect(keepWordsWhole("시스템온칩(SoC)과 Dolphin5는")).toBe("시스템온칩\u2060(SoC)\u2060과 Dolphin5\u2060는");
    expect(keepWordsWhole("운영·관리")).toBe("운영\u2060·관리");
  });

  it("joins the Japanese words the browser's phrase breaking splits, and nothing around them", () => {
    expect(keepWordsWhole("ウェブアクセシビリティ方針")).toBe("ウェブアクセシビリティ方\u2060針");
    for (const word of japaneseWordsKeptWhole) expect(keepWordsWhole(`各種${word}`)).toBe(`各種${[...word].join("\u2060")}`);
  });

  it("leaves English compounds, dates and addresses as they are", () => {
    for (const text of ["Supply-Chain due diligence", "2024-05-01", "/view/media/ir", "e-mail"]) expect(keepWordsWhole(text)).toBe(text);
  });
});
