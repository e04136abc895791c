import { test as base, expect, type ConsoleMessage, type Page, type Request } from "@playwright/test";
import { wcagViolations } from "./support/axe";
import { pageWidthAt, REFLOW_WIDTH, settled } from "./support/page";
import { everyPage, htmlLang, locales } from "./support/site";

/**
 * The sweep visits every address in one tab per worker, kept from address to address: a new context (or a new tab)
 * for every address cost three times the processor time (1.3–1.5 s against 0.4–0.5 s an address on this 2-core
 * machine), most of it in starting a renderer and compiling the site's scripts again. Each address is still a first
 * visit: what the site stores (the brand font's flag, scroll places) is cleared before it, and only the HTTP cache
 * and the renderer carry over.
 */
const test = base.extend<{ visit: { page: Page; problems: string[] } }, { tab: Page }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, reducedMotion: "reduce" });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  /** The worker's tab as a first visit sees it, and what goes wrong in it during the test: errors, requests off the site. */
  visit: async ({ tab: page, baseURL }, use) => {
    if (page.url().startsWith("http")) await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
    await page.setViewportSize({ width: 1280, height: 720 });
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => { if (message.type() === "error") problems.push(message.text()); };
    const onPageError = (error: Error) => problems.push(String(error));
    const onRequest = (request: Request) => { if (!request.url().startsWith(baseURL!)) problems.push(`external request ${request.url()}`); };
    page.on("console", onConsole).on("pageerror", onPageError).on("request", onRequest);
    await use({ page, problems });
    page.off("console", onConsole).off("pageerror", onPageError).off("request", onRequest);
  },
});

/** One visit a page: it is complete in its language, axe finds no WCAG 2.2 AA violation, and it reflows at 320 px. */
for (const { path, locale } of everyPage) {
  test(`${path} is complete in its language, has no WCAG 2.2 AA violations and reflows at 320 px`, async ({ visit: { page, problems } }) => {
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
    await settled(page);
    expect(problems).toEqual([]);
    expect(await wcagViolations(page)).toEqual([]);
    expect(await pageWidthAt(page, REFLOW_WIDTH), "nothing scrolls sideways at WCAG's reflow width").toBe(REFLOW_WIDTH);
  });
}
