import type { MarkedText } from "./documents";
import type { Part } from "./query";
import { fold, MIN_PIECE_LENGTH } from "./text";

/** Escapes the characters a Unicode pattern treats specially outside a class: `\-` is not one of them, and a syntax error there. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A `text` part may have spaces inside it where compact matching allows them (MIN_PIECE_LENGTH). */
function spacedPattern(text: string): string {
  const characters = Array.from(text, escapeRegExp);
  return characters.map((character, index) => (index >= MIN_PIECE_LENGTH && characters.length - index >= MIN_PIECE_LENGTH ? `\\s*${character}` : character)).join("");
}

/** Patterns by their parts: the results of one query share a few, and compiling one costs more than marking with it. */
const patterns = new Map<string, RegExp | null>();
const MAX_REMEMBERED_PATTERNS = 1_000;

/** A pattern for the parts in folded text. */
function patternOf(parts: readonly Part[]): RegExp | null {
  const unique = new Map(parts.map((part) => [`${part.mode}:${part.text}`, part]));
  const key = [...unique.keys()].sort().join("\n");
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    const sources = [...unique.values()]
      .sort((a, b) => b.text.length - a.text.length)
      .map(({ mode, text }) =>
        mode === "word" ? `(?<![\\p{Script=Latin}\\p{N}])${escapeRegExp(text)}` : spacedPattern(text),
      );
    pattern = sources.length > 0 ? new RegExp(sources.join("|"), "gu") : null;
    if (patterns.size >= MAX_REMEMBERED_PATTERNS) patterns.clear();
    patterns.set(key, pattern);
  }
  return pattern;
}

/** `text` split into plain and matched runs; `folded` is `fold(text)`, when the caller has it already. */
export function markMatches(text: string, parts: readonly Part[], folded = fold(text)): MarkedText {
  const pattern = patternOf(parts);
  if (!pattern) return [text];
  const marked: MarkedText = [];
  let plainFrom = 0;
  for (const match of folded.matchAll(pattern)) {
    if (match[0].length === 0) continue;
    marked.push(text.slice(plainFrom, match.index), text.slice(match.index, match.index + match[0].length));
    plainFrom = match.index + match[0].length;
  }
  marked.push(text.slice(plainFrom));
  return marked;
}

/** Characters of an excerpt, by language: Latin words are longer than Korean, Chinese or Japanese characters. */
export const excerptLength = (latin: boolean) => (latin ? 180 : 100);

/**
 * About `length` characters of `text` around `position`, cut at spaces in Latin text, with an ellipsis where cut;
 * with the same cut of `folded` (`fold(text)`, which has the text's length), in which to mark matches.
 */
export function excerptAround(text: string, folded: string, position: number, length: number): { excerpt: string; folded: string } {
  let start = Math.max(0, Math.min(position - Math.floor(length / 3), text.length - length));
  let end = Math.min(text.length, start + length);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space !== -1 && space - start < 16 && space < position) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > position && end - space < 16) end = space;
  }
  const cut = (whole: string) => `${start > 0 ? "…" : ""}${whole.slice(start, end)}${end < text.length ? "…" : ""}`;
  return { excerpt: cut(text), folded: cut(folded) };
}
