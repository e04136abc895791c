import { expect, test, type Page } from "@playwright/test";
import { japaneseWordsKeptWhole, unbreakableTerms } from "../../app/i18n/unbreakable-terms";
import { lineBreakProblems } from "./support/line-starts";
import { locales, localizedPath } from "./support/site";
import { openPage } from "./support/page";

/** The pages the issue named, the boards, and pages where a break was once found out of place: their Korean paths. */
const paths = [
  "/",
  "/view/about/about",
  "/view/media/pressView?id=12",
  "/view/media/ir",
  "/view/technology/prod01",
  "/view/technology/prod03",
  "/view/technology/dolphin5",
  "/view/about/history",
  "/view/media/news",
  "/view/media/press",
  "/view/media/alerts",
  "/view/sustainability/esg01",
  "/view/media/recruit",
  "/view/agree/privacy",
  "/view/media/recruitView?id=autosar-software-engineer-tokyo",
];

/**
 * At the narrowest phone width, the pages whose words are widest for their lines: the privacy policies' tables and
 * contact details in brackets ("전자우편(privacy@…)" broke before its comma), and the Japanese titles of long katakana
 * compounds.
 */
const narrowPaths = ["/view/agree/privacy", "/view/agree/privacy2", "/view/agree/privacy3", "/view/media/news", "/view/media/press", "/view/media/ir"];

/** The codes and standards, and the Japanese words joined in the text (the alert sign-up's consent notice once split "メールの言|語"). */
const wordsKeptWhole = [...unbreakableTerms, ...japaneseWordsKeptWhole];

/** Every section laid out now, not when scrolled to (content-visibility), so that every line can be measured. */
const layOutEverySection = (page: Page) => page.addStyleTag({ content: ".section { content-visibility: visible !important; }" });

async function problemsOn(page: Page, where: string) {
  await layOutEverySection(page);
  await page.evaluate(() => document.fonts.ready);
  const problems = await page.evaluate(lineBreakProblems, wordsKeptWhole);
  return problems.map((problem) => `${where}: ${problem.rule}: "${problem.line}"`);
}

for (const width of [360, 390, 1280, 1920]) {
  test(`lines break where a reader of each language expects at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const locale of locales) {
      for (const path of width === 360 ? narrowPaths : paths) {
        const address = localizedPath(path, locale);
        await openPage(page, address);
        problems.push(...(await problemsOn(page, `${address} at ${width} px`)));
      }
      if (width === 390) {
        await page.getByRole("button", { name: /./ }).and(page.locator(".mobile-menu__open")).click();
        await expect(page.locator(".mobile-menu")).toBeVisible();
        problems.push(...(await problemsOn(page, `${localizedPath(paths.at(-1)!, locale)} phone menu`)));
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

test("Korean home lines break between words in the system font, before the brand font arrives", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route(/\.woff2?$/, (route) => route.abort());
  await openPage(page, "/");
  expect(await problemsOn(page, "/ at 1280 px without web fonts")).toEqual([]);
  await context.close();
});

test.describe("typographic details", () => {
  test("labels keep the case of product names (SoC) in every language", async ({ page }) => {
    for (const locale of locales) {
      await openPage(page, localizedPath("/", locale));
      const labels = await page.locator(".card__eyebrow, .home-hero__eyebrow, .page-hero__eyebrow").evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText));
      expect(labels.filter((label) => /SoC/.test(label)).length, `${locale} home labels: ${labels.join(" | ")}`).toBeGreaterThan(0);
      expect(labels.filter((label) => /SOC/.test(label)), `${locale} home`).toEqual([]);
    }
  });

  test("the five business areas stand in one row at 1280 px in every language", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const locale of locales) {
      await openPage(page, localizedPath("/", locale));
      const tops = await page.locator(".card-grid--five > li").evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      expect(tops, locale).toHaveLength(5);
      expect(new Set(tops).size, `${locale} card tops ${tops.join(", ")}`).toBe(1);
    }
    await context.close();
  });

  test("the consent checkbox is centred on its label's first line", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, "/view/about/contact");
      const offset = await page.locator(".form-field--consent").evaluate((field) => {
        const box = field.querySelector("input")!.getBoundingClientRect();
        const label = field.querySelector("label")!;
        const range = document.createRange();
        range.selectNodeContents(label);
        const firstLine = range.getClientRects()[0]!;
        const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
        const lineTop = firstLine.top + firstLine.height / 2 - lineHeight / 2;
        return box.top + box.height / 2 - (lineTop + lineHeight / 2);
      });
      expect(Math.abs(offset), `checkbox centre ${offset.toFixed(1)} px from the first line's at ${width} px`).toBeLessThanOrEqual(2);
    }
  });

  test("on the history page at 390 px a milestone's wrapped lines start under its text, not under the month", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    for (const locale of locales) {
      await openPage(page, localizedPath("/view/about/history", locale));
      await layOutEverySection(page);
      const misaligned = await page.locator(".timeline__events li").evaluateAll((items) =>
        items.flatMap((item) => {
          const text = [...item.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
          const range = document.createRange();
          range.selectNodeContents(text);
          const lefts = [...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.left));
          return lefts.some((left) => Math.abs(left - lefts[0]!) > 1) ? [`${item.textContent!.slice(0, 40)}: ${lefts.join(", ")}`] : [];
        }),
      );
      expect(misaligned, locale).toEqual([]);
    }
    await context.close();
  });

  test("Korean text on a Japanese page is marked as Korean", async ({ page }) => {
    await openPage(page, "/ja/view/about/about");
    await expect(page.locator('span[lang="ko"]', { hasText: "달빛" }).first()).toBeVisible();
  });
});
