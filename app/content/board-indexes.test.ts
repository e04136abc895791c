import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { locales, type Locale } from "#app/i18n/locales";
import { readItem } from "./board-files";
import { pressReleaseSchema } from "./schemas";

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

const frontMatter = (fields: Record<string, string>) => `---\n${Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join("\n")}\n---\n`;

/** An item folder as the content editor writes it; `change` alters one language's fields or body. */
function itemFolder(change: (locale: Locale, file: { fields: Record<string, string>; body: string }) => void = () => {}) {
  root = mkdtempSync(path.join(tmpdir(), "board-item-"));
  const folder = path.join(root, "content/press/202611261030");
  mkdirSync(folder, { recursive: true });
  for (const locale of locales) {
    const file = {
      fields: { date: "2026-11-26", category: "product", title: `Title ${locale}`, summary: `Summary ${locale}` },
      body: `Body in ${locale}, with [a link](/en/view/media/press).\n`,
    };
    change(locale, file);
    writeFileSync(path.join(folder, `index.${locale}.md`), `${frontMatter(file.fields)}\n${file.body}`);
  }
  return folder;
}

describe("a board item's files", () => {
  it("make one item: the shared fields as every file has them, the texts from each language's file", () => {
    const { item, bodies } = readItem(pressReleaseSchema, itemFolder());
    expect(item).toEqual({
      id: 202611261030,
      date: "2026-11-26",
      category: "product",
      title: { ko: "Title ko", en: "Title en", zh: "Title zh", ja: "Title ja" },
      summary: { ko: "Summary ko", en: "Summary en", zh: "Summary zh", ja: "Summary ja" },
    });
    expect(bodies.ja).toBe("Body in ja, with [a link](/en/view/media/press).");
  });

  it("are refused with the field and language named when a translation is missing", () => {
    expect(() => readItem(pressReleaseSchema, itemFolder((locale, file) => locale === "ja" && delete file.fields.title))).toThrow(/index\.ja\.md, title: nothing found, but it is required/);
  });

  it("are refused for a link the site would not render, an unknown category, a date that is not one, or a shared field that differs between languages", () => {
    expect(() => readItem(pressReleaseSchema, itemFolder((locale, file) => locale === "zh" && (file.body = "[Open](javascript:alert(1))")))).toThrow(/javascript:alert\(1\) is refused \(unsafe-protocol\)/);
    expect(() => readItem(pressReleaseSchema, itemFolder((locale, file) => locale === "ko" && (file.fields.category = "gossip")))).toThrow(/category/);
    expect(() => readItem(pressReleaseSchema, itemFolder((locale, file) => locale === "ko" && (file.fields.date = "2026-02-30")))).toThrow(/date/);
    expect(() => readItem(pressReleaseSchema, itemFolder((locale, file) => locale === "en" && (file.fields.date = "2026-11-27")))).toThrow(/index\.en\.md, date: "2026-11-27" is the same in every language: it must be "2026-11-26"/);
  });

  it("are refused, all of them listed, when a language's file is missing or its front matter cannot be read", () => {
    const folder = itemFolder();
    rmSync(path.join(folder, "index.zh.md"));
    writeFileSync(path.join(folder, "index.en.md"), "---\ntitle: [unclosed\n---\nText");
    expect(() => readItem(pressReleaseSchema, folder)).toThrow(
      /index\.en\.md, front matter: its lines cannot be read as fields \(key: value\): .*\n.*index\.zh\.md, the whole file: nothing found, but every language has its file/,
    );
  });

  it("name the photo and the files uploaded beside the content, in public/uploads/", () => {
    const folder = itemFolder((locale, file) => Object.assign(file.fields, { image: "/uploads/lab.png", imageAlt: `Photo ${locale}` }));
    mkdirSync(path.join(root!, "public/uploads"), { recursive: true });
    writeFileSync(path.join(root!, "public/uploads/lab.png"), "");
    expect(readItem(pressReleaseSchema, folder).item).toMatchObject({ image: "/uploads/lab.png", imageAlt: { ko: "Photo ko", en: "Photo en", zh: "Photo zh", ja: "Photo ja" } });
  });

  it("are refused for a photo or a body's image that was never uploaded", () => {
    const withPhoto = (locale: Locale, file: { fields: Record<string, string> }) => Object.assign(file.fields, { image: "/uploads/never-uploaded.jpg", imageAlt: `Photo ${locale}` });
    expect(() => readItem(pressReleaseSchema, itemFolder(withPhoto))).toThrow(/"\/uploads\/never-uploaded\.jpg" names an upload that is not in public\/uploads\//);
    expect(() => readItem(pressReleaseSchema, itemFolder((locale, file) => locale === "ja" && (file.body = "![工場](/uploads/missing.png)")))).toThrow(/\/uploads\/missing\.png/);
  });
});
