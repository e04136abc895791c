import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { BoardArticle } from "#app/components/board-article";
import { registerServerCatalogues } from "#app/i18n/catalogue.server";
import { locales } from "#app/i18n/locales";
import { shownTranslator } from "#app/i18n/messages.server";
import { renderSections } from "#app/shell/kept-markup.server";
import about from "../../content/about.json";
import financials from "../../content/ir/financials.json";
import shareholders from "../../content/ir/shareholders.json";
import environment from "../../content/sustainability/environment.json";
import ethics from "../../content/sustainability/ethics.json";
import { boardIndexes } from "#app/content/board-indexes";
import { sampleFiguresSection } from "./sample-figures.server";
import {
  aboutSchema,
  environmentSchema,
  ethicsSchema,
  financialStatementsSchema,
  mediaItemSchema,
  newsItemSchema,
  pressReleaseSchema,
  sampleFigures,
  shareholderTableSchema,
} from "#app/content/schemas";

registerServerCatalogues();

/** Every key of an object schema and of the object schemas it holds, as paths: `overview.facts.label`. */
function keyPaths(schema: z.ZodType, prefix = ""): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return keyPaths(schema.unwrap() as z.ZodType, prefix);
  if (schema instanceof z.ZodArray) return keyPaths(schema.element as z.ZodType, prefix);
  if (schema instanceof z.ZodDiscriminatedUnion) return (schema.options as z.ZodType[]).flatMap((option) => keyPaths(option, prefix));
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, part]) => [prefix + key, ...keyPaths(part, `${prefix}${key}.`)]);
}

const markedSchemas = { aboutSchema, financialStatementsSchema, shareholderTableSchema, environmentSchema, ethicsSchema, pressReleaseSchema, newsItemSchema, mediaItemSchema };

describe("sample figures are marked by one field", () => {
  it("is `sampleFigures` at the top of every content whose figures may be samples, and no older per-item mark is left", () => {
    for (const [name, schema] of Object.entries(markedSchemas)) {
      const paths = keyPaths(schema);
      expect(paths, name).toContain("sampleFigures");
      expect(paths.filter((key) => /(^|\.)sample(Mark)?$/.test(key) || (key.endsWith("sampleFigures") && key !== "sampleFigures")), name).toEqual([]);
    }
    expect(sampleFigures.safeParse(undefined).success).toBe(true);
    expect(sampleFigures.safeParse("yes").success).toBe(false);
  });

  it("marks the pages whose figures are samples today: About, IR, the environment and ethics tabs and five press releases", () => {
    expect([about, financials, shareholders, environment, ethics].map((content) => content.sampleFigures)).toEqual([true, true, true, true, true]);
    expect(boardIndexes.press.filter((item) => item.sampleFigures).map((item) => item.id).toSorted((a, b) => a - b)).toEqual([1, 2, 4, 8, 10, 12]);
    expect(boardIndexes.news.filter((item) => item.sampleFigures)).toEqual([]);
  });
});

describe("the sample figures' note", () => {
  const request = (locale: string) => new Request(`http://localhost${locale === "ko" ? "" : `/${locale}`}/view/about/about`);
  const item = { category: "financial" as const, title: "Title", summary: "Summary", date: "2026-01-02" };

  for (const locale of locales) {
    it(`is one note in ${locale}, present while the field is on and gone once it is off`, () => {
      const note = shownTranslator(locale)("content.sampleFigures");
      const on = renderSections(request(locale), sampleFiguresSection(true)).sampleFiguresNote;
      expect(on.split(note)).toHaveLength(2);
      expect(on).toMatch(/<p class="sample-figures-note" role="note" data-nosnippet="">/);
      expect(renderSections(request(locale), sampleFiguresSection(false)).sampleFiguresNote).toBe("");
      expect(renderSections(request(locale), sampleFiguresSection(undefined)).sampleFiguresNote).toBe("");

      const article = (sampleFigures: boolean) =>
        renderSections(request(locale), { article: <BoardArticle item={{ ...item, sampleFigures }}><p>Text</p></BoardArticle> }).article;
      expect(article(true)).toContain(on);
      expect(article(true).indexOf(on)).toBeGreaterThan(article(true).indexOf("</header>"));
      expect(article(false)).not.toContain(note);
    });
  }
});

/**
 * Words that speak of the site as a demonstration or of its figures as examples. Only the note says that figures are
 * samples; a press release or a page's prose never does, and never mentions a demo website.
 */
const demoWording: RegExp[] = [
  /demo(nstration)?\s+(web\s*)?site/i,
  /for this (demonstration )?website/i,
  /sample (figure|data|financial)/i,
  /\b(illustrative|fictional|fictitious)\b/i,
  /데모\s*(웹)?사이트/,
  /웹사이트(용|를 위한)/,
  /예시\s*(수치|자료|재무)/,
  /가상의\s*(회사|기업|수치)/,
  /演示网站/,
  /本网站(的|使用的)?示例/,
  /示例(数据|数字|财务)/,
  /虚构/,
  /デモ(ンストレーション)?(用)?\s*(ウェブ)?サイト/,
  /本(ウェブ)?サイト用/,
  /サンプル(数値|データ|財務|値)/,
  /架空/,
];

const contentRoot = path.resolve("content");
const contentFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(file);
    return /\.(md|json)$/.test(entry.name) ? [file] : [];
  });

describe("no demo traces", () => {
  it("no content file, in any language, speaks of a demo website or calls its figures examples", () => {
    const found = contentFiles(contentRoot).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return demoWording.filter((words) => words.test(text)).map((words) => `${path.relative(contentRoot, file)}: ${words}`);
    });
    expect(found).toEqual([]);
  });

  it("no interface message speaks of a demo website or of sample figures but the note itself", () => {
    for (const locale of locales) {
      const messages = JSON.parse(readFileSync(`app/i18n/messages/${locale}.json`, "utf8")) as Record<string, string>;
      expect(messages["content.sampleFigures"], locale).toBeDefined();
      const saying = Object.entries(messages).filter(([key, text]) => key !== "content.sampleFigures" && demoWording.some((words) => words.test(text)));
      expect(saying, locale).toEqual([]);
    }
  });
});
