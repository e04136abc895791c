import type { MarkedText } from "./documents";
import type { Part } from "./query";
import { fold, MIN_PIECE_LENGTH } from "./text";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/** A `text` part may have spaces inside it where compact matching allows them (MIN_PIECE_LENGTH). */
function spacedPattern(text: string): string {
  const characters = Array.from(text, escapeRegExp);
  return characters.map((character, index) => (index >= MIN_PIECE_LENGTH && characters.length - index >= MIN_PIECE_LENGTH ? `\\s*${character}` : character)).join("");
}

/** A pattern for the parts in folded text. */
function patternOf(parts: readonly Part[]): RegExp | null {
  const unique = new Map(parts.map((part) => [`${part.mode}:${part.text}`, part]));
  const sources = [...unique.values()]
    .sort((a, b) => b.text.length - a.text.length)
    .map(({ mode, text }) =>
      mode === "word" ? `(?<![\\p{Script=Latin}\\p{N}])${escapeRegExp(text)}` : spacedPattern(text),
    );
  return sources.length > 0 ? new RegExp(sources.join("|"), "gu") : null;
}

/** `text` split into plain and matched runs. */
export function markMatches(text: string, parts: readonly Part[]): MarkedText {
  const pattern = patternOf(parts);
  if (!pattern) return [text];
  const marked: MarkedText = [];
  let plainFrom = 0;
  for (const match of fold(text).matchAll(pattern)) {
    if (match[0].length === 0) continue;
    marked.push(text.slice(plainFrom, match.index), text.slice(match.index, match.index + match[0].length));
    plainFrom = match.index + match[0].length;
  }
  marked.push(text.slice(plainFrom));
  return marked;
}

/** Characters of an excerpt, by language: Latin words are longer than Korean, Chinese or Japanese characters. */
export const excerptLength = (latin: boolean) => (latin ? 180 : 100);

/** About `length` characters of `text` around `position`, cut at spaces in Latin text, with an ellipsis where cut. */
export function excerptAround(text: string, position: number, length: number): string {
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
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}
