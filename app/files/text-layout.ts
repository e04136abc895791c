import LineBreaker from "linebreak";
import type { Locale } from "#app/i18n/locales";

/** A stretch of text in one weight. */
export type Run = { text: string; bold: boolean };

type Measure = { widthOfString(text: string): number };

/** Where a line may end: UAX #14 everywhere, but Korean and English only after a space. */
function breakPositions(text: string, locale: Locale): number[] {
  const breaker = new LineBreaker(text);
  const positions: number[] = [];
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) positions.push(next.position);
  const keepAll = locale === "ko" || locale === "en";
  return keepAll ? positions.filter((position) => position === text.length || /\s/.test(text[position - 1]!)) : positions;
}

/** The runs between two offsets of their joined text. */
function slice(runs: readonly Run[], from: number, to: number): Run[] {
  const pieces: Run[] = [];
  let offset = 0;
  for (const run of runs) {
    const start = Math.max(from, offset);
    const end = Math.min(to, offset + run.text.length);
    if (start < end) pieces.push({ text: run.text.slice(start - offset, end - offset), bold: run.bold });
    offset += run.text.length;
  }
  return pieces;
}

/** Adjacent pieces of one weight joined, as new objects: the pieces passed in are never changed. */
function merge(pieces: readonly Run[]): Run[] {
  const merged: Run[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && last.bold === piece.bold) last.text += piece.text;
    else if (piece.text) merged.push({ ...piece });
  }
  return merged;
}

function trimLine(pieces: readonly Run[]): Run[] {
  const line = merge(pieces);
  if (line[0]) line[0].text = line[0].text.trimStart();
  const last = line.at(-1);
  if (last) last.text = last.text.trimEnd();
  return line.filter((piece) => piece.text);
}

/**
 * Breaks runs of text into lines no wider than `width`, as the pages break them: Korean between words
 * (`word-break: keep-all`), never between the syllables of a word as pdfkit's own wrapping does; Chinese and
 * Japanese between characters, keeping closing punctuation off the start of a line. A word wider than a
 * whole line is broken between characters. `useFont` sets the font a weight is measured in.
 */
export function layoutLines(measure: Measure, runs: readonly Run[], width: number, locale: Locale, useFont: (bold: boolean) => void): Run[][] {
  const text = runs.map((run) => run.text).join("");
  const widthOf = (pieces: readonly Run[]) =>
    pieces.reduce((sum, piece) => {
      useFont(piece.bold);
      return sum + measure.widthOfString(piece.text);
    }, 0);
  const lines: Run[][] = [];
  let line: Run[] = [];
  let start = 0;
  const segments: Run[][] = [];
  for (const position of breakPositions(text, locale)) {
    const segment = slice(runs, start, position);
    if (widthOf(trimLine(segment)) <= width) segments.push(segment);
    else for (let index = start; index < position; index += 1) segments.push(slice(runs, index, index + 1));
    start = position;
  }
  for (const segment of segments) {
    if (line.length > 0 && widthOf(trimLine([...line, ...segment])) > width) {
      lines.push(trimLine(line));
      line = [...segment];
    } else {
      line.push(...segment);
    }
  }
  if (line.length > 0) lines.push(trimLine(line));
  return lines.filter((pieces) => pieces.length > 0);
}
