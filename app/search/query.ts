import type { Locale } from "#app/i18n/locales";
import { koreanStems } from "./korean";
import { fold, HAN_OR_KANA, HANGUL, KANA, LATIN_WORD, normalizeText } from "./text";

/**
 * How one piece of a query is looked for. `word`: at the start of a Latin word (so "semi" finds "semiconductor"
 * but "ion" does not find "emission"). `text`: anywhere in the text without its spaces, which is how Korean, Chinese
 * and Japanese are searched: a term inside a longer compound is found, and a compound with or without its space.
 */
export type Part = { text: string; mode: "word" | "text" };

/** One way of finding a term: every part must be found. `exact` forms rank above stems and segments. */
export type Variant = { parts: Part[]; exact: boolean };

export type Term = { text: string; variants: Variant[] };

/** More terms than this are left out of the search (the query is still shown whole). */
export const MAX_TERMS = 8;

const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

/** Chinese and Japanese function words a segmenter splits off, which carry no meaning of their own in a search. */
const ZH_FUNCTION_WORDS = new Set(["的", "了", "和", "与", "及", "在", "是", "之", "或", "对", "把", "被"]);
const JA_FUNCTION_WORD = /^[\p{Script=Hiragana}]{1,2}$/u;

const part = (text: string): Part => ({ text, mode: LATIN_WORD.test(text) ? "word" : "text" });

/** "chips" → "chip", "batteries" → "battery", "processes" → "process": each also found as a word prefix. */
function englishStems(word: string): string[] {
  if (/\d/.test(word)) return [];
  if (word.length > 4 && word.endsWith("ies")) return [`${word.slice(0, -3)}y`];
  if (word.length > 3 && word.endsWith("es")) return [word.slice(0, -2), word.slice(0, -1)];
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return [word.slice(0, -1)];
  return [];
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(language: "zh" | "ja") {
  let found = segmenters.get(language);
  if (!found) segmenters.set(language, (found = new Intl.Segmenter(language, { granularity: "word" })));
  return found;
}

/**
 * The words of a Chinese or Japanese term, for when the term itself is not in a text: "慕尼黑的办公室" is looked
 * for as "慕尼黑" and "办公室". Only the query is segmented; each segment is then found anywhere in the text, so
 * a segmenter that splits the text differently cannot lose a match.
 */
function cjkSegments(term: string, locale: Locale): string[] {
  const language = locale === "ja" || KANA.test(term) ? "ja" : "zh";
  const words = Array.from(segmenter(language).segment(term))
    .filter((segment) => segment.isWordLike)
    .map((segment) => segment.segment);
  const meaningful = words.filter((word) => !(language === "zh" ? ZH_FUNCTION_WORDS.has(word) : JA_FUNCTION_WORD.test(word)));
  return pairSingleCharacters(meaningful.length > 0 ? meaningful : words);
}

/**
 * The segmenter's dictionary does not know every word ("芯片" comes out as "芯", "片"), and a single character
 * found anywhere means little. Runs of single characters are paired ("车", "载", "芯", "片" → "车载", "芯片"), and
 * one left over joins the word before it ("办公", "室" → "办公室").
 */
function pairSingleCharacters(words: string[]): string[] {
  const pieces: string[] = [];
  let single: string | null = null;
  for (const word of words) {
    if (Array.from(word).length > 1) {
      if (single !== null) pieces.push(single);
      single = null;
      pieces.push(word);
    } else if (single === null) {
      single = word;
    } else {
      pieces.push(single + word);
      single = null;
    }
  }
  if (single !== null) {
    if (pieces.length > 0) pieces.push(`${pieces.pop()}${single}`);
    else pieces.push(single);
  }
  return pieces;
}

const partsOf = (form: string): Part[] => form.split(SEPARATORS).filter(Boolean).map(part);

/**
 * The ways of finding one word of a query: as written, then its stems or segments. Each form is split at
 * punctuation into parts that must all be found, so "Orca-V는" is found as "Orca-V".
 */
function variantsOf(word: string, locale: Locale): Variant[] {
  const stems = HANGUL.test(word) ? koreanStems(word) : LATIN_WORD.test(word) ? englishStems(word) : [];
  const variants: Variant[] = [word, ...stems].map((form, index) => ({ parts: partsOf(form), exact: index === 0 }));
  if (!HANGUL.test(word) && HAN_OR_KANA.test(word)) {
    const segments = cjkSegments(word, locale);
    if (segments.join(" ") !== variants[0]!.parts.map(({ text }) => text).join(" ")) variants.push({ parts: segments.map(part), exact: false });
  }
  return variants.filter((variant) => variant.parts.length > 0);
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}\p{M}]+$/gu;

/** The words of a query (already cut to its maximum length): folded, split at spaces, each with its variants. */
export function parseQuery(query: string, locale: Locale): Term[] {
  const words = fold(normalizeText(query.normalize("NFKC")))
    .split(/\s+/u)
    .map((word) => word.replace(EDGE_PUNCTUATION, ""))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS).map((text) => ({ text, variants: variantsOf(text, locale) }));
}
