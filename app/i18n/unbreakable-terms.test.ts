import { describe, expect, it } from "vitest";
import { japaneseWordsKeptWhole, keepWordsWhole, plainText, unbreakableTerms } from "./unbreakable-terms";

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

  it("lets a bracket holding an e-mail address, a telephone number or a link start a line, and never splits the number", () => {
    expect(keepWordsWhole("전자우편(privacy@dalbitsemi.example), 서면 또는 전화(+82-31-8060-1999)로")).toBe(
      "전자우편(privacy@dalbitsemi.example), 서면 또는 전화(+82-\u206031-\u20608060-\u20601999)\u2060로",
    );
    expect(keepWordsWhole("요구 내용을 적어 전자우편(")).toBe("요구 내용을 적어 전자우편(");
    expect(keepWordsWhole("telephone +82-31-8060-1999")).toBe("telephone +82-\u206031-\u20608060-\u20601999");
  });

  const joined = (word: string) => [...word].join("\u2060");

  it("joins the Japanese words the browser's phrase breaking splits", () => {
    expect(keepWordsWhole("ウェブアクセシビリティ方針")).toBe(`ウェブ\u200b${joined("アクセシビリティ")}\u200b${joined("方針")}`);
    for (const word of japaneseWordsKeptWhole) expect(keepWordsWhole(`各種${word}`)).toBe(`各種${joined(word)}`);
  });

  it("lets a line break before a kept Japanese word that ends a katakana compound, and nowhere inside the word", () => {
    expect(keepWordsWhole("アプリケーションエンジニアリング")).toBe(`${joined("アプリケーション")}\u200b${joined("エンジニア")}リング`);
    expect(keepWordsWhole("グローバルネットワーク")).toBe(`グローバル\u200b${joined("ネットワーク")}`);
    expect(keepWordsWhole("ネットワークプロセッサー")).toBe(`${joined("ネットワーク")}\u200b${joined("プロセッサー")}`);
    expect(plainText(keepWordsWhole("グローバルネットワーク"))).toBe("グローバルネットワーク");
  });

  it("keeps a romanized place name and its division on one line", () => {
    expect(keepWordsWhole("29 Pangyodalbit-ro, Bundang-gu, Seongnam-si, Minato-ku")).toBe("29 Pangyodalbit-\u2060ro, Bundang-\u2060gu, Seongnam-\u2060si, Minato-\u2060ku");
  });

  it("leaves English compounds, dates and addresses as they are", () => {
    for (const text of ["Supply-Chain due diligence", "2024-05-01", "/view/media/ir", "e-mail"]) expect(keepWordsWhole(text)).toBe(text);
  });
});
