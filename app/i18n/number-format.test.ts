import { describe, expect, it } from "vitest";
import { locales } from "./locales";
import { formatFileSize } from "./number-format";

describe("formatFileSize", () => {
  it("writes one unit symbol after a no-break space in every language, the number as the language writes it", () => {
    expect(locales.map((locale) => formatFileSize(91_300, locale))).toEqual(locales.map(() => "91\u00a0kB"));
    expect(formatFileSize(1_234_567, "en")).toBe("1.2\u00a0MB");
    expect(formatFileSize(999_499, "ko")).toBe("999\u00a0kB");
  });
});
