import { expect, test, type Page } from "@playwright/test";
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import ja from "../../app/i18n/messages/ja.json" with { type: "json" };
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import zh from "../../app/i18n/messages/zh.json" with { type: "json" };
import { pages, type PageId } from "../../app/site/pages";
import { formatMessage } from "../../app/i18n/format";
import { SEARCH_DEBOUNCE_MS } from "../../app/search/search-as-you-type";
import { documentMarked, markDocument, openPage, settled } from "./support/page";
import { errorPages, locales, localizedPath, sampleQueries, type Locale } from "./support/site";

const messages = { ko, en, zh, ja } satisfies Record<Locale, unknown>;
type Key = keyof typeof en;
const text = (locale: Locale, key: Key, params: Record<string, string | number> = {}) => formatMessage(messages[locale][key], params, locale);
const path = (id: PageId, locale: Locale) => localizedPath(pages[id].path, locale);
const resultsPath = (locale: Locale) => path("technology-search", locale);
const headerSearch = (page: Page) => page.locator(".site-header").getByRole("search");
const pageSearch = (page: Page) => page.locator("main").getByRole("search");
const results = (page: Page) => page.locator(".search-results__item");
const status = (page: Page) => page.locator("main").getByRole("status");


for (const locale of locales) {
  test(`in ${locale}, the header's search form opens the results of the query, with the terms marked`, async ({ page }) => {
    await openPage(page, path("about-history", locale));
    const form = headerSearch(page);
    await expect(form).toHaveAccessibleName(text(locale, "search.landmark"));
    await form.getByRole("searchbox", { name: text(locale, "search.field") }).fill(sampleQueries[locale]);
    await form.getByRole("button", { name: text(locale, "search.submit") }).click();
    await expect(page).toHaveURL(`${resultsPath(locale)}?${new URLSearchParams({ q: sampleQueries[locale] })}`);
    await expect(status(page)).toHaveText(/\d/);
    await expect(results(page)).toHaveCount(10);
    await expect(results(page).first().locator("mark").first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: text(locale, "pagination.label") })).toBeVisible();
  });
}

for (const notFound of errorPages.filter(({ kind, locale }) => kind === "not found" && (locale === "ko" || locale === "ja"))) {
  const { locale } = notFound;
  test(`in ${locale}, a page not found offers a search, which opens the results of the query`, async ({ page }) => {
    const response = await openPage(page, notFound.path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main").getByText(text(locale, "error.notFound.search"), { exact: true })).toBeVisible();
    const form = pageSearch(page);
    await expect(form).toHaveAccessibleName(text(locale, "page.technology-search.title"));
    await form.getByRole("searchbox", { name: text(locale, "search.field") }).fill(sampleQueries[locale]);
    await form.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(`${resultsPath(locale)}?${new URLSearchParams({ q: sampleQueries[locale] })}`);
    await expect(results(page)).toHaveCount(10);
  });
}

test("without JavaScript, search works from the header and the results page, and pages with plain links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path("home", "ko"));
  await headerSearch(page).getByRole("searchbox").fill("반도체를");
  await headerSearch(page).getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(`${resultsPath("ko")}?${new URLSearchParams({ q: "반도체를" })}`);
  const total = Number((await status(page).textContent())!.match(/(\d+)\u2060?건/)![1]);
  expect(total).toBeGreaterThan(10);
  await expect(results(page).first().locator("mark").first()).toHaveText(/반도체/);
  await page.getByRole("navigation", { name: ko["pagination.label"] }).getByRole("link", { name: "2", exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(results(page)).toHaveCount(Math.min(10, total - 10));
  await pageSearch(page).getByRole("searchbox").fill("Tetra32는");
  await pageSearch(page).getByRole("searchbox").press("Enter");
  await expect(results(page).first().getByRole("link")).toHaveText(/Tetra32/);
  await context.close();
});

test("as the visitor types, results update in place from the route's loader, the address follows, and Back leaves the search", async ({ page }) => {
  await openPage(page, path("about-history", "en"));
  await openPage(page, resultsPath("en"));
  await expect(status(page)).toHaveText(en["results.empty"]);
  await markDocument(page);
  const loads: string[] = [];
  page.on("request", (request) => { if (request.url().includes("searchResult.data")) loads.push(request.url()); });
  const box = pageSearch(page).getByRole("searchbox");
  await box.pressSequentially("munich", { delay: 10 });
  await expect(status(page)).toHaveText(/^\d+ results for “munich”$/);
  await expect(page).toHaveURL(`${resultsPath("en")}?q=munich`);
  await expect(results(page).first().locator("mark").first()).toHaveText("Munich");
  await expect(page.locator(".loading-overlay")).toBeHidden();
  expect(await documentMarked(page)).toBe(true);
  expect(loads.length).toBeGreaterThan(0);
  await box.fill("zzzqqq");
  await expect(status(page)).toContainText(text("en", "results.none", { query: "zzzqqq" }));
  await expect(status(page)).toContainText(en["results.another"]);
  await expect(box).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(path("about-history", "en"));
});

test("while an input method composes, kana wait for their conversion and a lone jamo is left out; Korean syllables are searched as they form", async ({ page }) => {
  await page.clock.install();
  const loads: string[] = [];
  page.on("request", (request) => { if (request.url().includes("searchResult.data")) loads.push(new URL(request.url()).searchParams.get("q")!); });
  const ime = await page.context().newCDPSession(page);
  const afterPause = () => page.clock.runFor(SEARCH_DEBOUNCE_MS);
  const compose = async (text: string) => {
    await ime.send("Input.imeSetComposition", { text, selectionStart: text.length, selectionEnd: text.length });
    await afterPause();
  };
  const commit = async (text: string) => {
    await ime.send("Input.insertText", { text });
    await afterPause();
  };
  const address = (locale: Locale, query: string) => `${resultsPath(locale)}?${new URLSearchParams({ q: query })}`;
  const searched = (locale: Locale, query: string) => expect(page).toHaveURL(address(locale, query));
  /**
   * Types the first words as plain text. Search-as-you-type may still be loading: it catches up with them when it
   * has, after a pause. Once their results are on screen it is listening.
   */
  const startTyping = async (locale: Locale, words: string) => {
    await openPage(page, resultsPath(locale));
    await pageSearch(page).getByRole("searchbox").focus();
    await commit(words);
    await expect.poll(async () => (await afterPause(), page.url())).toBe(new URL(address(locale, words), page.url()).href);
    loads.length = 0;
  };

  await startTyping("ja", "車載");
  for (const kana of ["は", "はん", "はんど", "はんどう"]) await compose(kana);
  await commit("半導体");
  await searched("ja", "車載半導体");
  await expect(status(page)).toContainText("車載半導体");
  expect(loads).toEqual(["車載半導体"]);

  await startTyping("ko", "차량용 ");
  await compose("ㅂ");
  await compose("바");
  await searched("ko", "차량용 바");
  await compose("반");
  await searched("ko", "차량용 반");
  await commit("반");
  await compose("ㄷ");
  await compose("도");
  await searched("ko", "차량용 반도");
  await expect(status(page)).toContainText("차량용 반도");
  expect(loads).toEqual(["차량용 바", "차량용 반", "차량용 반도"]);
});

test("the header's box loads search-as-you-type only when it takes focus, and typing there opens the results", async ({ page }) => {
  const chunks: string[] = [];
  page.on("request", (request) => { if (/search-as-you-type[^/]*\.js$/.test(request.url())) chunks.push(request.url()); });
  await openPage(page, path("about-culture", "ja"));
  await settled(page);
  expect(chunks).toEqual([]);
  const box = headerSearch(page).getByRole("searchbox");
  await box.focus();
  await expect.poll(() => chunks.length).toBe(1);
  await box.pressSequentially("半導体を", { delay: 10 });
  await expect(page).toHaveURL(`${resultsPath("ja")}?${new URLSearchParams({ q: "半導体を" })}`);
  await expect(results(page).first().locator("mark").first()).toHaveText(/半導体/);
  await expect(box).toBeFocused();
  await expect(pageSearch(page).getByRole("searchbox")).toHaveValue("半導体を");
  await page.goBack();
  await expect(page).toHaveURL(path("about-culture", "ja"));
});

test("an empty search asks for a term, a query is shown back as text, and a long one is cut with a notice", async ({ page }) => {
  await openPage(page, `${resultsPath("en")}?q=`);
  await expect(status(page)).toHaveText("Please enter a search term");
  await expect(results(page)).toHaveCount(0);
  const markup = `<img src=x onerror="window.injected=1">`;
  await openPage(page, `${resultsPath("en")}?${new URLSearchParams({ q: markup })}`);
  await expect(status(page)).toContainText(text("en", "results.none", { query: markup }));
  await expect(status(page)).toContainText("Search with another word");
  expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
  await openPage(page, `${resultsPath("zh")}?${new URLSearchParams({ q: "芯片".repeat(150) })}`);
  await expect(page.locator(".search-page__notice")).toHaveText(text("zh", "results.cut", { max: 200 }));
  await expect(pageSearch(page).getByRole("searchbox")).toHaveValue("芯片".repeat(100));
});

test("on a phone, the header links to the results page and the drawer's search form closes the drawer", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openPage(page, path("home", "zh"));
  await expect(headerSearch(page)).toBeHidden();
  await page.locator(".site-header").getByRole("link", { name: zh["search.submit"] }).click();
  await expect(page).toHaveURL(resultsPath("zh"));
  await page.getByRole("button", { name: zh["nav.open"] }).click();
  const drawer = page.getByRole("dialog");
  await drawer.getByRole("searchbox", { name: zh["search.field"] }).fill("慕尼黑的办事处");
  await drawer.getByRole("searchbox").press("Enter");
  await expect(drawer).toBeHidden();
  await expect(results(page).first().getByRole("link")).toContainText("慕尼黑");
  await context.close();
});
