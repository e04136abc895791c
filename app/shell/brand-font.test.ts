import { describe, expect, it } from "vitest";
import { filesFor, parseUnicodeRange } from "./brand-font";

describe("brand font files for a page", () => {
  it("reads single code points, ranges and wildcards of a unicode-range", () => {
    expect(parseUnicodeRange("U+F9CA-FA0B, U+FF07,u+4??")).toEqual([
      [0xf9ca, 0xfa0b],
      [0xff07, 0xff07],
      [0x400, 0x4ff],
    ]);
  });

  it("picks exactly the files that hold a character of the page", () => {
    const files = [
      { url: "/latin.woff2", ranges: parseUnicodeRange("U+0-FF") },
      { url: "/hangul-ga.woff2", ranges: parseUnicodeRange("U+AC00-AC1F") },
      { url: "/hangul-hi.woff2", ranges: parseUnicodeRange("U+D7A0-D7A3") },
    ];
    const page = new Set(Array.from("달빛 가", (character) => character.codePointAt(0)!));
    expect(filesFor(page, files)).toEqual(["/latin.woff2", "/hangul-ga.woff2"]);
  });
});
