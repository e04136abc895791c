import { expect, test, type Page } from "@playwright/test";
import { hydrated, openPage } from "./support/page";

/** The texts that once carried the current year or a count of years. */
const yearTexts = [".site-footer__copyright", ".page-hero__lead"];

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
  return errors;
}

for (const path of ["/view/about/history", "/en/view/about/history", "/zh/view/about/history", "/ja/view/about/history"]) {
  test(`${path} shows the same dates before and after New Year, with and without JavaScript`, async ({ page, browser }) => {
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    const crawler = await withoutScript.newPage();
    await crawler.goto(path);
    const served = await Promise.all(yearTexts.map((selector) => crawler.locator(selector).innerText()));
    await withoutScript.close();
    // No moving number: every figure left is a part of the founding date, 29 October 1999.
    for (const text of served) for (const figure of text.match(/\d+/g) ?? []) expect(["1999", "10", "29"]).toContain(figure);

    const errors = collectErrors(page);
    await page.clock.install({ time: new Date(2026, 11, 31, 23, 59, 58) });
    await openPage(page, path);
    for (const [index, selector] of yearTexts.entries()) await expect(page.locator(selector)).toHaveText(served[index]!);

    await page.clock.runFor(4_000);
    expect(await page.evaluate(() => new Date().getFullYear())).toBe(2027);
    await page.reload();
    await hydrated(page);
    for (const [index, selector] of yearTexts.entries()) await expect(page.locator(selector)).toHaveText(served[index]!);
    expect(errors, "no hydration mismatch or other error").toEqual([]);
  });
}
