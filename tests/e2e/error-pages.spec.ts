import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { company } from "../../app/config/company";
import { formatMessage } from "../../app/i18n/format";
import type { Messages } from "../../app/i18n/translator";
import { SERVER_ERROR_PROBE_MESSAGE } from "../../app/site/server-error-probe.server";
import { documentTitle } from "../../app/site/seo";
import { hydrated, openPage } from "./support/page";
import { errorPages, htmlLang, localizedPath, type Locale } from "./support/site";

const catalogue = (locale: Locale) => JSON.parse(readFileSync(new URL(`../../app/i18n/messages/${locale}.json`, import.meta.url), "utf8")) as Messages;

for (const { kind, status, locale, path } of errorPages) {
  test(`${path}: the ${kind} page answers ${status}, titled and worded in its language`, async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(String(error)));
    const m = catalogue(locale);
    const heading = status === 404 ? m["error.notFound.title"] : m["error.server.title"];
    const message = {
      "not found": formatMessage(m["error.notFound.message"], { path }),
      "failed validation": formatMessage(m["error.invalidRoute.message"], { path }),
      "server error": m["error.server.message"],
    }[kind];

    const response = await openPage(page, path);
    expect(response?.status()).toBe(status);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[locale]);
    await expect(page).toHaveTitle(documentTitle(heading, company.name[locale]));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("main").getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: m["error.home"] })).toHaveAttribute("href", localizedPath("/", locale));
    expect(problems).toEqual([]);
  });
}

test("the server-error page shows no internal message or stack trace, on the page or in its data", async ({ page }) => {
  for (const { path } of errorPages.filter(({ kind }) => kind === "server error")) {
    const response = await openPage(page, path);
    const html = await response!.text();
    expect(response!.headers()["cache-control"], "no cache keeps a failure").toBe("no-store");
    expect(html).not.toContain(SERVER_ERROR_PROBE_MESSAGE);
    expect(html).not.toMatch(/\n\s+at |server-error-probe|node_modules/);
    await expect(page.locator("body")).not.toContainText(SERVER_ERROR_PROBE_MESSAGE);
  }
});

test("a form posted to a page without one answers 405 with the site's error page in the page's language", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(String(error)));
  const m = catalogue("ja");
  const about = localizedPath("/view/about/about", "ja");
  await openPage(page, about);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.evaluate((action) => {
    const form = Object.assign(document.createElement("form"), { method: "post", action });
    form.append(Object.assign(document.createElement("input"), { name: "title", value: "x" }));
    document.body.append(form);
    form.submit();
  }, about);
  const refused = await answer;
  expect([refused.status(), refused.headers()["allow"]]).toEqual([405, "GET, HEAD"]);
  await page.waitForLoadState("load");
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang.ja);
  await expect(page).toHaveTitle(documentTitle(m["error.methodNotAllowed.title"], company.name.ja));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["error.methodNotAllowed.title"]);
  await expect(page.getByRole("main").getByText(m["error.methodNotAllowed.message"], { exact: true })).toBeVisible();
  await hydrated(page);
  expect(problems).toEqual([]);
});
