import { describe, expect, it } from "vitest";
import { holdsAnyOf, overlaps, parseUnicodeRange, type CodePointRange } from "#app/styles/unicode-range";
import { filesFor } from "./brand-font-cache";

describe("brand font files for a page", () => {
  it("reads single code points, ranges and wildcards of a unicode-range", () => {
    expect(parseUnicodeRange("U+F9CA-FA0B, U+FF07,u+4??")).toEqual([
      [0xf9ca, 0xfa0b],
      [0xff07, 0xff07],
      [0x400, 0x4ff],
    ]);
  });

  it("picks, once each, the files of the page's families that hold one of its characters", () => {
    const files = [
      { family: "Pretendard Variable", url: "/latin.woff2", ranges: parseUnicodeRange("U+0-FF") },
      { family: "Pretendard Variable", url: "/hangul-ga.woff2", ranges: parseUnicodeRange("U+AC00-AC1F") },
      { family: "Pretendard Variable", url: "/hangul-hi.woff2", ranges: parseUnicodeRange("U+D7A0-D7A3") },
      { family: "Pretendard Latin", url: "/latin.woff2", ranges: parseUnicodeRange("U+0-FF") },
    ];
    const page = new Set(Array.from("달빛 가", (character) => character.codePointAt(0)!));
    expect(filesFor(page, new Set(["Pretendard Variable", "sans-serif"]), files)).toEqual(["/latin.woff2", "/hangul-ga.woff2"]);
    expect(filesFor(page, new Set(["Pretendard Latin", "Noto Sans SC"]), files)).toEqual(["/latin.woff2"]);
  });

  it("finds a code point in the ranges as a pairwise comparison would, at the ends of ranges too", () => {
    let seed = 7;
    const next = (limit: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % limit;
    for (let round = 0; round < 200; round++) {
      const ranges = Array.from({ length: next(6) }, (): CodePointRange => {
        const first = next(400);
        return [first, first + next(30)];
      });
      const points = [...new Set(Array.from({ length: next(12) }, () => next(450)))].sort((a, b) => a - b);
      const pairwise = overlaps(ranges, points.map((point): CodePointRange => [point, point]));
      expect(holdsAnyOf(ranges, points), JSON.stringify({ ranges, points })).toBe(pairwise);
    }
    expect(holdsAnyOf([[10, 20]], [5, 20])).toBe(true);
    expect(holdsAnyOf([[10, 20]], [10])).toBe(true);
    expect(holdsAnyOf([[10, 20]], [9, 21])).toBe(false);
    expect(holdsAnyOf([[10, 20]], [])).toBe(false);
  });
});
