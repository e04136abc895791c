import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("CSV", () => {
  it("quotes every field and doubles quotes", () => {
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
  });

  it("defuses values a spreadsheet would run as formulas", () => {
    for (const value of ["=HYPERLINK(\"x\")", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) expect(csvField(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
    expect(csvField("−40 to 125 °C")).toBe('"−40 to 125 °C"');
  });

  it("writes numbers as numbers, negative ones included, and refuses what is not a finite number", () => {
    expect(toCsv([["Other capital", -11290, 22.06]])).toBe('\uFEFF"Other capital",-11290,22.06\r\n');
    expect(() => csvField(Number.NaN)).toThrow();
    expect(() => csvField(Number.POSITIVE_INFINITY)).toThrow();
  });

  it("starts with a byte-order mark and ends lines with CRLF", () => {
    expect(toCsv([["칩", "CAN"], ["Beluga-N", "16"]])).toBe('\uFEFF"칩","CAN"\r\n"Beluga-N","16"\r\n');
  });
});
