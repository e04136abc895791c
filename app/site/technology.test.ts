import { describe, expect, it } from "vitest";
import { comparisonColumns, defaultComparisonColumns, parseColumns } from "./technology";

describe("comparison columns", () => {
  it("keeps the visitor's known columns in the table's order", () => {
    expect(parseColumns(["lin", "cpu", "nonsense"])).toEqual(["cpu", "lin"]);
  });

  it("falls back to the default when nothing known was chosen", () => {
    expect(parseColumns([])).toEqual(defaultComparisonColumns);
    expect(parseColumns(["<script>"])).toEqual(defaultComparisonColumns);
    expect(comparisonColumns).toEqual(expect.arrayContaining(defaultComparisonColumns));
  });
});
