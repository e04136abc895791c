import { describe, expect, it } from "vitest";
import { localeFromPathname, localizedPath, unlocalizedPath } from "./paths";

describe("language paths", () => {
  it("reads the language from the prefix, Korean when there is none", () => {
    expect(localeFromPathname("/")).toBe("ko");
    expect(localeFromPathname("/view/about/about")).toBe("ko");
    expect(localeFromPathname("/en")).toBe("en");
    expect(localeFromPathname("/zh/view/about/global")).toBe("zh");
    expect(localeFromPathname("/ko/view")).toBe("ko");
    expect(localeFromPathname("/english")).toBe("ko");
  });

  it("moves a path between languages", () => {
    expect(localizedPath("/view/about/about", "en")).toBe("/en/view/about/about");
    expect(localizedPath("/en/view/about/about", "ko")).toBe("/view/about/about");
    expect(localizedPath("/ja", "ko")).toBe("/");
    expect(localizedPath("/", "zh")).toBe("/zh");
    expect(unlocalizedPath("/ja/view/media/news")).toBe("/view/media/news");
  });
});
