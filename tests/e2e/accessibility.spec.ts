import { expect, test } from "@playwright/test";
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import ja from "../../app/i18n/messages/ja.json" with { type: "json" };
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import zh from "../../app/i18n/messages/zh.json" with { type: "json" };
import { company } from "../../app/config/company";
import { BARRIER_REPLY_WORKING_DAYS } from "../../app/components/accessibility-statement";
import { formatDate } from "../../app/components/formatted-date";
import { COMPANY_TIME_ZONE } from "../../app/content/company-days";
import { keepWordsWhole } from "../../app/content/unbreakable-terms";
import { pages, type PageId } from "../../app/site/pages";
import { readBuildMeta } from "../../server/build-meta";
import { wcagViolations } from "./support/axe";
import { openPage, pageWidthAt, REFLOW_WIDTH } from "./support/page";
import { errorPages, locales, localizedPath, type Locale } from "./support/site";

const messages = { ko, en, zh, ja };
const path = (page: PageId, locale: Locale) => localizedPath(pages[page].path, locale);

// Every page of the site is checked by the sweep in pages.spec.ts, in the same visit as its completeness.
for (const { path } of errorPages) {
  test(`${path} has no WCAG 2.2 AA violations and reflows at 320 px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await wcagViolations(page)).toEqual([]);
    expect(await pageWidthAt(page, REFLOW_WIDTH), "nothing scrolls sideways at WCAG's reflow width").toBe(REFLOW_WIDTH);
  });
}

test.describe("the accessibility statement", () => {
  for (const locale of locales) {
    test(`is linked from the footer of a prerendered and a server-rendered page, in ${locale}`, async ({ page }) => {
      const title = keepWordsWhole(messages[locale]["page.accessibility.title"]);
      for (const from of [path("home", locale), path("media-news", locale)]) {
        await page.goto(from);
        await expect(page.locator(".site-footer").getByRole("link", { name: title, exact: true }), from).toHaveAttribute("href", path("accessibility", locale));
      }
      await page.locator(".site-footer").getByRole("link", { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path("accessibility", locale)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    });
  }

  test("names the standards, how they are checked, the known limitations and the build's day as its last check", async ({ page }) => {
    const { timestamp } = await readBuildMeta("build/client");
    const builtOn = new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE }).format(timestamp);
    for (const locale of locales) {
      await page.goto(path("accessibility", locale));
      const main = page.getByRole("main");
      await expect(main).toContainText("WCAG 2.2");
      await expect(main).toContainText("KWCAG 2.2");
      const sections = ["standard", "status", "checks", "limitations", "report"];
      await expect(main.locator("section")).toHaveCount(sections.length);
      for (const [index, id] of sections.entries()) await expect(main.locator("section").nth(index)).toHaveId(id);
      await expect(main.locator("#checks li")).toHaveCount(8);
      await expect(main.locator(".accessibility-statement__checked time")).toHaveAttribute("datetime", builtOn);
      // Each language's own punctuation around the date: full-width in Chinese and Japanese.
      await expect(main.locator(".accessibility-statement__checked")).toHaveText(messages[locale]["accessibility.checkedOn"].replace("{date}", formatDate(builtOn, locale)));
      await expect(main.locator("#report .lede")).toHaveText(keepWordsWhole(messages[locale]["accessibility.report.text"]).replace("{days}", String(BARRIER_REPLY_WORKING_DAYS)));
      await expect(main.locator(`#report a[href="mailto:${company.accessibilityEmail}"]`)).toHaveText(company.accessibilityEmail);
      const contents = page.getByRole("navigation", { name: messages[locale]["site.onThisPage"] });
      await expect(contents.getByRole("link")).toHaveCount(5);
    }
  });

  for (const locale of locales) {
    test(`reporting a barrier opens the contact form with its subject filled in, in ${locale}`, async ({ page }) => {
      await openPage(page, path("accessibility", locale));
      await page.getByRole("link", { name: messages[locale]["accessibility.report.form"] }).click();
      await expect(page).toHaveURL(new RegExp(`${path("about-contact", locale)}\\?subject=accessibility$`));
      await expect(page.getByLabel(messages[locale]["inquiry.field.title"])).toHaveValue(messages[locale]["inquiry.subject.accessibility"]);
      await page.reload();
      await expect(page.getByLabel(messages[locale]["inquiry.field.title"])).toHaveValue(messages[locale]["inquiry.subject.accessibility"]);
    });
  }

  test("a subject the form does not know leaves the title empty and is not echoed", async ({ page }) => {
    const unknown = '"><b id="injected">accessibility</b>';
    await page.goto(`${path("about-contact", "en")}?subject=${encodeURIComponent(unknown)}`);
    await expect(page.getByLabel(en["inquiry.field.title"])).toHaveValue("");
    await expect(page.locator("#injected")).toHaveCount(0);
  });
});

test("the first Tab on a page reaches the link that skips to its content, which moves focus there", async ({ page }) => {
  for (const locale of locales) {
    await openPage(page, path("media-ir", locale));
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: messages[locale]["site.skipToContent"] });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  }
});
