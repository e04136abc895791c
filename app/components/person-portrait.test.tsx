import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PersonPortrait } from "./person-portrait";

describe("a leader's portrait", () => {
  it("shows an uploaded photograph at its pixel size, loaded lazily, described by the name beside it", () => {
    const html = renderToStaticMarkup(<PersonPortrait id="seo-yun-han" initials="SH" image={{ src: "/uploads/seo-yun-han.jpg", width: 1600, height: 1200 }} />);
    expect(html).toBe('<img class="person-portrait" src="/uploads/seo-yun-han.jpg" width="1600" height="1200" alt="" loading="lazy" decoding="async"/>');
  });

  it("draws, without one, a monogram card that is the same for a person at every build and differs between people", () => {
    const drawn = (id: string) => renderToStaticMarkup(<PersonPortrait id={id} initials="SH" />);
    expect(drawn("seo-yun-han")).toBe(drawn("seo-yun-han"));
    expect(drawn("seo-yun-han")).not.toBe(drawn("ji-hoon-park"));
    expect(drawn("seo-yun-han")).toMatch(/^<svg class="person-portrait person-portrait--drawn"[^>]* aria-hidden="true">/);
    expect(drawn("seo-yun-han")).toContain(">SH</text>");
  });
});
