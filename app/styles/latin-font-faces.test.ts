import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { LATIN_FAMILY, withLatinFamily } from "./latin-font-faces";
import { overlaps, parseUnicodeRange } from "./unicode-range";

const pretendardCss = readFileSync(
  createRequire(import.meta.url).resolve("pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css"),
  "utf8",
);
const faces = (css: string, family: string) =>
  [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map(([rule]) => rule).filter((rule) => rule.includes(family));
const rangeOf = (rule: string) => parseUnicodeRange(/unicode-range:\s*([^;}]+)/.exec(rule)![1]!);

describe("Pretendard for Latin on Chinese and Japanese pages", () => {
  const css = withLatinFamily(pretendardCss);
  const latin = faces(css, LATIN_FAMILY);

  it("covers basic Latin, figures and the Korean language name, and no CJK ideograph, kana or fullwidth form", () => {
    expect(latin.length).toBeGreaterThan(0);
    const ranges = latin.flatMap(rangeOf);
    for (const character of "Aa0#%&@ 한") expect(overlaps(ranges, [[character.codePointAt(0)!, character.codePointAt(0)!]])).toBe(true);
    for (const character of "中文の日本語カ、Ａ") expect(overlaps(ranges, [[character.codePointAt(0)!, character.codePointAt(0)!]])).toBe(false);
  });

  it("points at the same files as Pretendard Variable, so one cached copy serves both", () => {
    const variableFiles = new Set(faces(css, "Pretendard Variable").map((rule) => /url\(([^)]+)\)/.exec(rule)![1]));
    for (const rule of latin) expect(variableFiles.has(/url\(([^)]+)\)/.exec(rule)![1])).toBe(true);
  });
});
