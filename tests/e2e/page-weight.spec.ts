import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { expect, test } from "@playwright/test";

const clientDir = path.resolve("build/client");

/**
 * The heaviest prerendered page (IR in Japanese) is 19.4 KB Brotli with the stylesheet linked. A phone's first
 * round trip carries about 14 KB; what is over it is the hydration data (the page's prose again, as JSON), which
 * this budget holds where it is until it carries no prose.
 */
const PAGE_BROTLI_BUDGET = 20 * 1024;

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

test("every prerendered page stays within its Brotli budget", () => {
  const overBudget = prerenderedPages()
    .map((file) => ({ page: path.relative(clientDir, file), brotli: brotliBytes(readFileSync(file)) }))
    .filter(({ brotli }) => brotli > PAGE_BROTLI_BUDGET);
  expect(overBudget).toEqual([]);
});
