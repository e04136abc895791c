import { plainText } from "#app/i18n/unbreakable-terms";

/**
 * Text forms the search compares. `fold` applies NFKC and lower-casing character by character, and keeps a
 * character as it is where either would change its length, so that a match found in folded text is at the same
 * position in the text a visitor reads (which keeps its full-width punctuation and its case).
 */
const folds = new Map<string, string>();
/** Queries can carry any character: the memo stays bounded. */
const MAX_REMEMBERED_FOLDS = 20_000;
const FOLDABLE = /[^\x00-\x40\x5b-\x7f]/gu;

export function fold(text: string): string {
  return text.replace(FOLDABLE, (char) => {
    let folded = folds.get(char);
    if (folded === undefined) {
      const candidate = char.normalize("NFKC").toLowerCase();
      folded = candidate.length === char.length ? candidate : char;
      if (folds.size < MAX_REMEMBERED_FOLDS) folds.set(char, folded);
    }
    return folded;
  });
}

const WHITESPACE = /\s+/gu;

/** Whether a UTF-16 code unit is what `\s` matches (tested against it): a regular expression per character is slow. */
export function isSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** The folded text without its spaces: "차량용 반도체" and "차량용반도체" are the same compact text. */
export const compact = (folded: string) => folded.replace(WHITESPACE, "");

/**
 * One line of text: runs of whitespace as one space, trimmed, without the joins and breaks pages carry to keep words
 * whole (plainText): a pasted "AEC-Q100" must still find "AEC-Q100".
 */
export const normalizeText = (text: string) => plainText(text).replace(WHITESPACE, " ").trim();

/**
 * Compact matching lets a term span a space, so that "차량용반도체" finds "차량용 반도체". It may do so only where
 * each side of the space keeps at least two characters of the term: "회의" must not be found in "이사회 의장".
 */
export const MIN_PIECE_LENGTH = 2;

/** Where in compact text each word after the first begins. */
export function wordStarts(folded: string): Int32Array {
  const starts: number[] = [];
  let compactIndex = 0;
  let afterSpace = false;
  for (const char of folded) {
    if (/\s/u.test(char)) {
      afterSpace = compactIndex > 0;
      continue;
    }
    if (afterSpace) starts.push(compactIndex);
    afterSpace = false;
    compactIndex += char.length;
  }
  return Int32Array.from(starts);
}

/** Whether a compact match from `from` to `to` spans spaces only where MIN_PIECE_LENGTH allows. */
export function spansWordsWell(starts: Int32Array, from: number, to: number): boolean {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! <= from) low = middle + 1;
    else high = middle;
  }
  let pieceStart = from;
  for (let index = low; index < starts.length && starts[index]! < to; index++) {
    if (starts[index]! - pieceStart < MIN_PIECE_LENGTH) return false;
    pieceStart = starts[index]!;
  }
  return pieceStart === from || to - pieceStart >= MIN_PIECE_LENGTH;
}

/** The position in `text` of the `compactIndex`-th character that is not whitespace. */
export function positionOfCompactIndex(text: string, compactIndex: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (isSpace(text.charCodeAt(index))) continue;
    if (seen === compactIndex) return index;
    seen++;
  }
  return text.length;
}

/** A letter or digit of a Latin word: where one stands before a match, the match is not at a word's start. */
export const LATIN_WORD_CHAR = /[\p{Script=Latin}\p{N}]/u;
export const LATIN_WORD = /^[\p{Script=Latin}\p{N}]+$/u;
export const HANGUL = /\p{Script=Hangul}/u;
export const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
export const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Longest a query may be, in characters; a longer one is cut there (and the visitor told so). */
export const MAX_QUERY_LENGTH = 200;

/** The query cut to its first 200 characters, never inside a surrogate pair. */
export function cutQuery(query: string): { query: string; cut: boolean } {
  const characters = Array.from(query);
  if (characters.length <= MAX_QUERY_LENGTH) return { query, cut: false };
  return { query: characters.slice(0, MAX_QUERY_LENGTH).join(""), cut: true };
}
