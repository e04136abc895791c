import { describe, expect, it } from "vitest";
import about from "../../content/about.json";
import history from "../../content/history.json";
import offices from "../../content/offices.json";
import ko from "#app/i18n/messages/ko.json";
import { locales } from "#app/i18n/locales";
import { pageDescriptionKey, pageTitleKey } from "#app/site/page-text";
import { pageIds } from "#app/site/pages";
import { inLocale } from "#app/i18n/in-locale";
import { aboutSchema, historySchema, officesSchema } from "./schemas";

describe("content", () => {
  it("has the 11 offices of the specification, which make the home page's 10 locations (8 in Asia, 2 in Europe)", () => {
    const parsed = officesSchema.parse(offices);
    expect(parsed).toHaveLength(11);
    for (const locale of locales) {
      const view = inLocale(parsed, locale);
      const places = (region: string) => new Set(view.filter((o) => o.region === region).map((o) => o.location)).size;
      expect([places("asia"), places("europe")]).toEqual([8, 2]);
    }
  });

  it("dates the founding 29 October 1999", () => {
    expect(historySchema.parse(history).founded).toBe("1999-10-29");
  });

  it("gives brand colours whose HEX and RGB values agree", () => {
    for (const colour of aboutSchema.parse(about).brand.colours) {
      const rgb = colour.rgb.map((v) => v.toString(16).padStart(2, "0")).join("").toUpperCase();
      expect(`#${rgb}`).toBe(colour.hex);
    }
  });

  it("names every page in the catalogues", () => {
    for (const id of pageIds) {
      expect(ko).toHaveProperty([pageTitleKey(id)]);
      expect(ko).toHaveProperty([pageDescriptionKey(id)]);
    }
  });
});
