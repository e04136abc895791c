import { describe, expect, it } from "vitest";
import { formatMessage } from "./format";

describe("formatMessage", () => {
  it("fills arguments", () => {
    expect(formatMessage("Page not found: {path}", { path: "/x" })).toBe("Page not found: /x");
    expect(formatMessage("{count} locations worldwide", { count: 10 })).toBe("10 locations worldwide");
  });

  it("chooses plural forms by the language's rules", () => {
    const message = "{n, plural, =0 {no offices} one {# office} other {# offices}}";
    expect(formatMessage(message, { n: 0 }, "en")).toBe("no offices");
    expect(formatMessage(message, { n: 1 }, "en")).toBe("1 office");
    expect(formatMessage(message, { n: 1200 }, "en")).toBe("1,200 offices");
  });

  it("fails loudly on a missing argument rather than showing a hole", () => {
    expect(() => formatMessage("Hello {name}")).toThrow(/name/);
  });
});
