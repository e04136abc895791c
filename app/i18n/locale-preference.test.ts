import { describe, expect, it } from "vitest";
import { storedLocaleRules, storedLocaleTarget } from "./locale-preference";
import { defaultLocale, locales } from "./locales";

const target = (pathname: string, stored: string | null) => storedLocaleTarget(pathname, stored, storedLocaleRules);

describe("storedLocaleTarget", () => {
  it("maps the specification's selector codes to the site's languages", () => {
    expect(target("/view/about/about", "en")).toBe("/en/view/about/about");
    expect(target("/view/about/about", "cn")).toBe("/zh/view/about/about");
    expect(target("/view/about/about", "jp")).toBe("/ja/view/about/about");
    expect(target("/view/about/about", "zh")).toBe("/zh/view/about/about");
    expect(target("/view/about/about", "ja")).toBe("/ja/view/about/about");
    expect(target("/view/about/about", "en-US")).toBe("/en/view/about/about");
  });

  it("keeps Korean visitors, and anyone without a known stored choice, where they are", () => {
    expect(target("/view/about/about", "kr")).toBeNull();
    expect(target("/view/about/about", "ko")).toBeNull();
    expect(target("/view/about/about", null)).toBeNull();
    expect(target("/view/about/about", "fr")).toBeNull();
    expect(target("/view/about/about", "constructor")).toBeNull();
  });

  it("never overrides an explicit language prefix", () => {
    expect(target("/ja/view/about/history", "en")).toBeNull();
    expect(target("/en", "zh")).toBeNull();
  });

  it("moves the home page to the language's home", () => {
    expect(target("/", "en")).toBe("/en");
  });

  it("knows every locale of the locale list", () => {
    for (const locale of locales) {
      const moved = target("/x", locale);
      expect(moved === null ? defaultLocale : moved.split("/")[1]).toBe(locale);
    }
  });

  it("works alone, as the head script runs it: from its source text and the rules as JSON", () => {
    const serialised = new Function(`return (${storedLocaleTarget.toString()})`)() as typeof storedLocaleTarget;
    const rules = JSON.parse(JSON.stringify(storedLocaleRules)) as typeof storedLocaleRules;
    expect(serialised("/view/about/about", "jp", rules)).toBe("/ja/view/about/about");
    expect(serialised("/en/view/about/about", "cn", rules)).toBeNull();
  });
});
