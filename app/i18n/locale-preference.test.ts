import { describe, expect, it } from "vitest";
import { storedLocaleTarget } from "./locale-preference";
import { locales } from "./locales";

describe("storedLocaleTarget", () => {
  it("maps the specification's selector codes to the site's languages", () => {
    expect(storedLocaleTarget("/view/about/about", "en")).toBe("/en/view/about/about");
    expect(storedLocaleTarget("/view/about/about", "cn")).toBe("/zh/view/about/about");
    expect(storedLocaleTarget("/view/about/about", "jp")).toBe("/ja/view/about/about");
    expect(storedLocaleTarget("/view/about/about", "zh")).toBe("/zh/view/about/about");
    expect(storedLocaleTarget("/view/about/about", "ja")).toBe("/ja/view/about/about");
    expect(storedLocaleTarget("/view/about/about", "en-US")).toBe("/en/view/about/about");
  });

  it("keeps Korean visitors, and anyone without a stored choice, where they are", () => {
    expect(storedLocaleTarget("/view/about/about", "kr")).toBeNull();
    expect(storedLocaleTarget("/view/about/about", "ko")).toBeNull();
    expect(storedLocaleTarget("/view/about/about", null)).toBeNull();
    expect(storedLocaleTarget("/view/about/about", "fr")).toBeNull();
  });

  it("never overrides an explicit language prefix", () => {
    expect(storedLocaleTarget("/ja/view/about/history", "en")).toBeNull();
    expect(storedLocaleTarget("/en", "zh")).toBeNull();
  });

  it("moves the home page to the language's home", () => {
    expect(storedLocaleTarget("/", "en")).toBe("/en");
  });

  it("knows every locale of the locale list", () => {
    for (const locale of locales) {
      const target = storedLocaleTarget("/x", locale);
      expect(target === null ? "ko" : target.split("/")[1]).toBe(locale);
    }
  });
});
