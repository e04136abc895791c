import { expect, test } from "@playwright/test";
import { wcagViolations } from "./support/axe";
import { pageWidthAt, REFLOW_WIDTH } from "./support/page";
import { everyPage, htmlLang, locales } from "./support/site";

/** One visit a page: it is complete in its language, axe finds no WCAG 2.2 AA violation, and it reflows at 320 px. */
for (const { path, locale } of everyPage) {
  test(`${path} is complete in its language, has no WCAG 2.2 AA violations and reflows at 320 px`, async ({ page, baseURL }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const problems: string[] = [];
    page.on("console", (message) => { if (message.type() === "error") problems.push(message.text()); });
    page.on("pageerror", (error) => problems.push(String(error)));
    page.on("request", (request) => { if (!request.url().startsWith(baseURL!)) problems.push(`external request ${request.url()}`); });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[locale]);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{10,}/);
    const url = new URL(path, "https://x");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${url.pathname.replace(/[?]/g, "\\?")}${url.search.replace("?", "\\?")}$`));
    for (const lang of [...locales.map((l) => htmlLang[l]), "x-default"]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
    }
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    expect(await wcagViolations(page)).toEqual([]);
    expect(await pageWidthAt(page, REFLOW_WIDTH), "nothing scrolls sideways at WCAG's reflow width").toBe(REFLOW_WIDTH);
  });
}
