import { expect, type Page } from "@playwright/test";
import { BRAND_FONT_CACHED_KEY } from "../../../app/shell/brand-font";

/** Waits until React has hydrated the page (app/components/page-shell.tsx marks it), so its menus and toggles respond. */
export const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "");

/** Opens a page and waits until React has hydrated it. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/**
 * Waits until the page has done the work it does by itself after its load: React has hydrated it and, on a first
 * visit, the brand font's files for its text are in the cache (its last requests: app/shell/brand-font.ts). It ends
 * when that work does, where Playwright's "networkidle" waits 500 ms past the last request, and it fails where that
 * passes: a font file that does not arrive leaves the font uncached.
 */
export async function settled(page: Page) {
  await hydrated(page);
  await page.waitForFunction((key) => localStorage.getItem(key) === document.documentElement.dataset.brandFont, BRAND_FONT_CACHED_KEY);
}

/**
 * What the page reports going wrong from now on, kept for the test to expect none of: console errors and warnings (a
 * hydration mismatch, React Router's warnings) and uncaught errors.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Marks the document, so that a test can tell a navigation inside the app from a page load (which drops the mark). */
export const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { documentMark: boolean }).documentMark = true));

/** Whether the document marked by `markDocument` is still the one on screen. */
export const documentMarked = (page: Page) => page.evaluate(() => (window as unknown as { documentMark?: boolean }).documentMark === true);

/** The width at which WCAG 2.2 (1.4.10, Reflow) asks that nothing scroll sideways: 320 CSS px. */
export const REFLOW_WIDTH = 320;

/** How wide the page is at a viewport `width` px wide: more than `width` when something makes it scroll sideways. */
export async function pageWidthAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 640 });
  return page.evaluate(() => document.documentElement.scrollWidth);
}
