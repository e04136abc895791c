import { overlaps, parseUnicodeRange } from "./unicode-range.ts";

/** The family Chinese and Japanese pages name first: Pretendard without any CJK glyph. */
export const LATIN_FAMILY = "Pretendard Latin";

// CJK radicals, symbols and punctuation, kana, ideographs, compatibility ideographs, vertical and fullwidth forms.
const CJK = parseUnicodeRange("U+2E80-9FFF, U+F900-FAFF, U+FE10-FE1F, U+FE30-FE4F, U+FF00-FFEF");

/**
 * The brand guideline sets Chinese and Japanese in Noto Sans SC / JP with Pretendard for Latin letters, product
 * names and figures. Pretendard also carries Hanja and kana, which would win over Noto for every character it
 * covers, so those pages name a second family built from the same files: every Pretendard face (rule) whose
 * unicode-range holds no CJK code point, copied under LATIN_FAMILY. It points at the same files, so the cache
 * serves both.
 */
export function withLatinFamily(css: string): string {
  const latinFaces = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)]
    .map(([rule]) => rule)
    .filter((rule) => /font-family:\s*["']?Pretendard Variable/.test(rule))
    .filter((rule) => {
      const range = /unicode-range:\s*([^;}]+)/.exec(rule)?.[1];
      return range !== undefined && !overlaps(parseUnicodeRange(range), CJK);
    })
    .map((rule) => rule.replace(/font-family:\s*["']?Pretendard Variable["']?/, `font-family:"${LATIN_FAMILY}"`));
  return css + latinFaces.join("");
}
