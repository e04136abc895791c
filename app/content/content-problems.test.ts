import { z } from "zod";
import { describe, expect, it } from "vitest";
import { localized } from "#app/i18n/localized";
import { contentProblemsReport, schemaProblems } from "./content-problems";
import { announcementsFileSchema } from "./schemas";

const schema = z.strictObject({
  items: z.array(z.strictObject({ date: z.iso.date(), kind: z.enum(["earnings", "meeting"]), title: localized(z.string().trim().min(1)), code: z.string().regex(/^\d{4}$/) })),
});
const item = { date: "2026-11-12", kind: "earnings", title: { ko: "가", en: "A", zh: "甲", ja: "ア" }, code: "1234" };

describe("a content problem", () => {
  it("names the field by its place in the file, the value found and the rule in plain words", () => {
    const broken = { items: [item, { ...item, date: "12 November", kind: "party", title: { ...item.title, ja: undefined, en: " " }, code: "12", colour: "red" }] };
    expect(schemaProblems("content/x.json", schema, broken)).toEqual([
      { file: "content/x.json", field: "items[1].date", value: '"12 November"', rule: "must be a day written YYYY-MM-DD" },
      { file: "content/x.json", field: "items[1].kind", value: '"party"', rule: 'must be one of: "earnings", "meeting"' },
      { file: "content/x.json", field: "items[1].title.en", value: '" "', rule: "must not be empty" },
      { file: "content/x.json", field: "items[1].title.ja", value: "nothing", rule: "found, but it is required" },
      { file: "content/x.json", field: "items[1].code", value: '"12"', rule: "does not have the expected form (/^\\d{4}$/)" },
      { file: "content/x.json", field: "items[1].colour", value: '"red"', rule: "is not a field this file takes" },
    ]);
  });

  it("names the first item of a list out of order, and a rule of the schemas in its own words", () => {
    const announcement = (date: string, receiptNumber: string) => ({ receiptNumber, date, type: "earnings", title: item.title, abstract: item.title });
    const dates = ["2026-11-12", "2026-11-05", "2026-11-20", ...Array.from({ length: 8 }, (_, index) => `2026-10-${String(20 - index).padStart(2, "0")}`)];
    const announcements = dates.map((date, index) => announcement(date, `${date.replaceAll("-", "")}${String(index).padStart(6, "0")}`));
    announcements[1]!.receiptNumber = "20261106000001";
    expect(contentProblemsReport(schemaProblems("content/ir/announcements.json", announcementsFileSchema, { announcements }))).toBe(
      [
        "The content has 2 mistakes; the build stopped before rendering any page. Correct each and build again:",
        '  - content/ir/announcements.json, announcements[1].receiptNumber: "20261106000001" must begin with its filing date 2026-11-05 (20261105…)',
        '  - content/ir/announcements.json, announcements[2].date: "2026-11-20" is newer than 2026-11-05, the date of the item before it: announcements are listed newest first',
      ].join("\n"),
    );
  });
});
