import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { expect, test } from "@playwright/test";

const clientDir = path.resolve("build/client");

/**
 * A phone's first round trip carries about 14 KB. With the stylesheet linked and the message catalogue out of the
 * hydration data, every page is within it but IR in Japanese (14.1 KB): its hydration data still repeats the
 * board's and the calendar's prose (2.9 KB of its Brotli bytes), which this budget holds where it is.
 */
const PAGE_BROTLI_BUDGET = 14.5 * 1024;

const catalogueKeys = Object.keys(JSON.parse(readFileSync("app/i18n/messages/ko.json", "utf8")) as Record<string, string>);

/** The page's language, from the prerendered file's place: `en/view/...`, or Korean at the top. */
const pageLocale = (file: string) => path.relative(clientDir, file).split(path.sep)[0]!.match(/^(en|zh|ja)$/)?.[0] ?? "ko";

/** React Router's hydration data: the turbo-stream text the page enqueues. */
const hydrationData = (html: string) => [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((match) => JSON.parse(match[1]!) as string).join("");

function prerenderedPages(dir = clientDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : prerenderedPages(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

const brotliBytes = (html: Buffer) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

test("every prerendered page links the shared stylesheet, hashed and precompressed, instead of inlining it", () => {
  const pages = prerenderedPages();
  expect(pages.length).toBeGreaterThan(100);
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    const href = html.match(/<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"/)?.[1];
    expect(href, file).toBeDefined();
    expect(existsSync(path.join(clientDir, `${href}.br`)), href).toBe(true);
    expect(html, file).not.toMatch(/<style id="app-css"/);
  }
});

test("every prerendered page preloads its language's catalogue, a hashed and precompressed asset, and its hydration data repeats none of it", () => {
  for (const file of prerenderedPages()) {
    const html = readFileSync(file, "utf8");
    const href = html.match(/<link rel="preload" as="fetch" crossorigin="anonymous" href="(\/assets\/([a-z]{2})-[\w-]+\.json)"/);
    expect(href?.[2], file).toBe(pageLocale(file));
    expect(existsSync(path.join(clientDir, `${href![1]}.br`)), href![1]).toBe(true);
    const data = hydrationData(html);
    expect(data.length, file).toBeGreaterThan(0);
    expect(catalogueKeys.filter((key) => data.includes(`"${key}"`)), file).toEqual([]);
  }
});

test("every prerendered page stays within its Brotli budget", () => {
  const overBudget = prerenderedPages()
    .map((file) => ({ page: path.relative(clientDir, file), brotli: brotliBytes(readFileSync(file)) }))
    .filter(({ brotli }) => brotli > PAGE_BROTLI_BUDGET);
  expect(overBudget).toEqual([]);
});
