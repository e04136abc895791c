export type CodePointRange = readonly [first: number, last: number];

/** Parses a CSS `unicode-range` value: `U+0-FF, U+4??, U+AC00`. */
export function parseUnicodeRange(value: string): CodePointRange[] {
  return value
    .split(",")
    .map((part) => part.trim().replace(/^u\+/i, ""))
    .filter(Boolean)
    .map((part): CodePointRange => {
      const [first, last = first] = part.includes("?")
        ? [part.replaceAll("?", "0"), part.replaceAll("?", "F")]
        : part.split("-");
      return [parseInt(first!, 16), parseInt(last!, 16)];
    });
}

export const overlaps = (ranges: readonly CodePointRange[], others: readonly CodePointRange[]) =>
  ranges.some(([first, last]) => others.some(([otherFirst, otherLast]) => first <= otherLast && otherFirst <= last));

/**
 * Whether a code point of `sorted` (ascending) lies in one of the ranges: a binary search per range, where
 * `overlaps` with one range per code point costs ranges × code points (a CJK page has a thousand code points and
 * a Pretendard file a hundred ranges).
 */
export function holdsAnyOf(ranges: readonly CodePointRange[], sorted: readonly number[]): boolean {
  return ranges.some(([first, last]) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < first) low = middle + 1;
      else high = middle;
    }
    return low < sorted.length && sorted[low]! <= last;
  });
}
