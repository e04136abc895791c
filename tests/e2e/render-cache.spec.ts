import { expect, test, type Browser, type Page, type Response } from "@playwright/test";
import { LANGUAGE_STORAGE_KEY } from "../../app/i18n/locale-preference";
import { BROWSER_TESTS_FORM_SECRET, signFormToken } from "../support/form-token";
import { htmlLang, localizedPath, type Locale } from "./support/site";

// The render cache (server/render-cache.ts) is shared by every visitor of the browser tests' server, and a parameter
// the page does not read makes no address of its own: a test's first visit to an address may find it kept by another
// test already, and only what follows it is certain to be a hit.
const FIRST_VISIT = ["miss", "hit"];

/** A visitor of their own: own storage, own cookies, and the language they chose on an earlier visit, if any. */
async function visitor(browser: Browser, storedLanguage?: Locale) {
  const context = await browser.newContext();
  if (storedLanguage) await context.addInitScript(([key, code]) => localStorage.setItem(key!, code!), [LANGUAGE_STORAGE_KEY, storedLanguage]);
  return context.newPage();
}

/** The answers to `page`'s requests for documents, in order. */
function documentAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "document") answers.push(response);
  });
  return answers;
}

test("one cached board serves visitors with different stored languages, each moved to their own language", async ({ browser }) => {
  const board = `${localizedPath("/view/media/news", "ko")}?category=award`;
  const first = await visitor(browser);
  expect(FIRST_VISIT).toContain((await first.goto(board))!.headers()["x-render-cache"]);
  await expect(first.locator("html")).toHaveAttribute("lang", htmlLang.ko);

  for (const locale of ["ja", "en"] as const) {
    const page = await visitor(browser, locale);
    const answers = documentAnswers(page);
    await page.goto(board);
    await expect(page).toHaveURL(new RegExp(`/${locale}/view/media/news\\?category=award`));
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[locale]);
    expect(answers[0]!.headers()["x-render-cache"], "the Korean board from the cache, before the move").toBe("hit");
    await page.context().close();
  }
  await expect(first.locator("html"), "the first visitor's page is untouched").toHaveAttribute("lang", htmlLang.ko);
  await first.context().close();
});

test("every visitor of the contact page gets a form token of their own, valid and never kept by a shared cache", async ({ browser }) => {
  const contact = localizedPath("/view/about/contact", "en");
  const tokens: string[] = [];
  for (let visit = 0; visit < 3; visit++) {
    const page = await visitor(browser);
    const answer = (await page.goto(contact))!;
    expect(answer.headers()["cache-control"]).toBe("private, no-cache");
    expect(answer.headers()["etag"]).toBeUndefined();
    const token = await page.locator('input[name="formToken"]').inputValue();
    const issuedAt = Number(token.split(".")[0]);
    expect(token, "signed with the server's secret").toBe(signFormToken(BROWSER_TESTS_FORM_SECRET, issuedAt));
    expect(Math.abs(Date.now() - issuedAt), "issued for this response, not at the first render").toBeLessThan(60_000);
    const html = await answer.text();
    expect(html.split(token).length - 1, "the same token in the form and in the hydration data").toBeGreaterThanOrEqual(2);
    tokens.push(token);
    await page.context().close();
  }
  expect(new Set(tokens).size).toBe(3);
});

test("a 404 and a 500 never take the place of a page, nor a page theirs", async ({ browser }) => {
  const missing = `${localizedPath("/view/media/newsView", "en")}?id=99999`;
  const article = `${localizedPath("/view/media/newsView", "en")}?id=3`;
  const failing = localizedPath("/__test/server-error", "en");
  const one = await visitor(browser);
  const other = await visitor(browser);

  for (const round of [1, 2]) {
    const kept = (answer: Response) => {
      if (round === 1) expect(FIRST_VISIT).toContain(answer.headers()["x-render-cache"]);
      else expect(answer.headers()["x-render-cache"], answer.url()).toBe("hit");
    };
    // An id no article has: values without end would push the pages out of the cache, so it is rendered every time.
    const notFound = (await one.goto(missing))!;
    expect([round, notFound.status(), notFound.headers()["x-render-cache"]]).toEqual([round, 404, "miss"]);
    await expect(one.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");

    const page = (await other.goto(article))!;
    expect([round, page.status()]).toEqual([round, 200]);
    kept(page);
    await expect(other.getByRole("heading", { level: 1 })).not.toHaveText("Page Not Found");

    const error = (await one.goto(failing))!;
    expect([round, error.status(), error.headers()["x-render-cache"]], "an error is rendered again every time").toEqual([round, 500, "miss"]);
  }
  await one.context().close();
  await other.context().close();
});

test("a preset the contact form does not know opens the plain form, rendered each time; a known one is kept", async ({ browser }) => {
  const contact = localizedPath("/view/about/contact", "en");
  const one = await visitor(browser);
  for (const round of [1, 2]) {
    // Values without end, each the same page as the form without them, would push the site's pages out of the cache.
    const unknown = (await one.goto(`${contact}?product=tetra33&subject=sales`))!;
    expect([round, unknown.status(), unknown.headers()["x-render-cache"]]).toEqual([round, 200, "miss"]);
    await expect(one.getByLabel("Product of interest")).toHaveValue("");
    await expect(one.getByLabel("Inquiry title")).toHaveValue("");

    const known = (await one.goto(`${contact}?product=tetra32`))!;
    if (round === 1) expect(FIRST_VISIT).toContain(known.headers()["x-render-cache"]);
    else expect(known.headers()["x-render-cache"]).toBe("hit");
    await expect(one.getByLabel("Product of interest")).toHaveValue("tetra32");
  }
  await one.context().close();
});
