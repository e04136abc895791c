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
