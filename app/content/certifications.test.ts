import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { registerServerCatalogues } from "#app/i18n/catalogue.server";
import { locales } from "#app/i18n/locales";
import { plainTranslator } from "#app/i18n/messages.server";
import { loader as comparisonCsv } from "#app/routes/technology.comparison-csv";
import { comparisonColumns } from "#app/site/technology";
import { certifications } from "./certifications";
import { productsSchema } from "./schemas";
import { chipsIn } from "./technology.server";

registerServerCatalogues();

const productsFile = readFileSync("content/products.json", "utf8");
const standardCodes = ["ISO 26262", "AEC-Q100", "ISO/SAE 21434", "IATF 16949"];

describe("a chip's certifications", () => {
  for (const locale of locales) {
    it(`are listed once each, in ${locale}`, () => {
      const t = plainTranslator(locale);
      for (const chip of chipsIn(locale)) {
        const listed = certifications(chip.safety, t);
        expect(new Set(listed).size, chip.id).toBe(listed.length);
        for (const code of standardCodes) expect(listed.filter((item) => item.startsWith(code)).length, `${chip.id}: ${code}`).toBeLessThanOrEqual(1);
      }
    });
  }

  it("refuses a chip that names a standard twice", () => {
    const products = JSON.parse(productsFile) as { safety: { standards: string[] } }[];
    products[0]!.safety.standards.push(products[0]!.safety.standards[0]!);
    expect(productsSchema.safeParse(products).error?.issues.map((issue) => issue.message)).toEqual(["a chip lists each standard once"]);
  });

  it("spell ASIL levels and AEC-Q100 grades one way in products.json, on the chip pages and in the comparison CSV", async () => {
    expect(productsFile).not.toMatch(/ASIL-|ASIL(?! [A-D]\b)|AEC-Q100(?! Grade [0-3]\b)/);
    const request = new Request(`http://localhost/en/view/technology/prod05/comparison.csv?${comparisonColumns.map((column) => `column=${column}`).join("&")}`);
    const response = (await comparisonCsv({ request } as Parameters<typeof comparisonCsv>[0])) as Response;
    const rows = (await response.text())
      .trimEnd()
      .split("\r\n")
      .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"')));
    const [header, ...chips] = rows;
    const asil = header!.indexOf("Functional safety");
    const aec = header!.indexOf("AEC-Q100");
    const t = plainTranslator("en");
    for (const chip of chipsIn("en")) {
      const row = chips.find((cells) => cells[0] === chip.name)!;
      const listed = certifications(chip.safety, t);
      expect(listed[0], chip.id).toBe(`ISO 26262 ${row[asil]}`);
      expect(row[asil]).toMatch(/^(ASIL [A-D]|QM)$/);
      if (chip.safety.aecQ100Grade === null) expect(row[aec]).toBe("");
      else expect(listed[1], chip.id).toBe(`AEC-Q100 ${row[aec]}`);
    }
  });
});
