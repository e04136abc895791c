import { expect, test, type Locator } from "@playwright/test";
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import ja from "../../app/i18n/messages/ja.json" with { type: "json" };
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import zh from "../../app/i18n/messages/zh.json" with { type: "json" };
import { company } from "../../app/config/company";
import { BARRIER_REPLY_WORKING_DAYS } from "../../app/components/accessibility-statement";
import { formatDate } from "../../app/i18n/format";
import { COMPANY_TIME_ZONE } from "../../app/i18n/company-days";
import { keepWordsWhole } from "../../app/i18n/unbreakable-terms";
import { pages, type PageId } from "../../app/site/pages";
import { readBuildMeta } from "../../server/build-meta";
import { wcagViolations } from "./support/axe";
import { openPage, pageWidthAt, REFLOW_WIDTH, settled } from "./support/page";
import { errorPages, locales, localizedPath, type Locale } from "./support/site";

const messages = { ko, en, zh, ja };
const path = (page: PageId, locale: Locale) => localizedPath(pages[page].path, locale);

// Every page of the site is checked by the sweep in pages.spec.ts, in the same visit as its completeness.
for (const { path } of errorPages) {
  test(`${path} has no WCAG 2.2 AA violations and reflows at 320 px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await settled(page);
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

/**
 * Windows' contrast themes force every colour to the visitor's theme and drop backgrounds and shadows: what the site
 * says with those alone must be said in the theme's colours too (app/styles/forced-colors.css).
 */
test.describe("in a Windows contrast theme (forced colours)", () => {
  test.beforeEach(({ page }) => page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" }));

  /** The background each of the controls is seen on (its own or the nearest painted one behind it), and whether it is the current one (matches `current`). */
  const backgrounds = (controls: Locator, current: string) =>
    controls.evaluateAll((elements, current) => {
      const seenOn = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor;
          if (!/^rgba\(.*, 0\)$/.test(colour)) return colour;
        }
        return "the canvas";
      };
      return elements.map((element) => ({ current: element.matches(current), background: seenOn(element) }));
    }, current);
  const expectCurrentStandsOut = async (controls: Locator, current: string, what: string) => {
    const all = await backgrounds(controls, current);
    expect(all.filter((control) => control.current), `one current ${what}`).toHaveLength(1);
    expect(all.length, `${what}: more than one to choose from`).toBeGreaterThan(1);
    const others = all.filter((control) => !control.current).map((control) => control.background);
    expect(others, `the current ${what} stands out`).not.toContain(all.find((control) => control.current)!.background);
  };

  test("the current tab, filter, page number and menu entry stand out from the others", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, path("sustainability-environment", "en"));
    await expectCurrentStandsOut(page.locator(".page-tabs a"), "[aria-current]", "tab");
    await page.getByRole("button", { name: "Sustainability" }).click();
    await expectCurrentStandsOut(page.locator(".main-nav__panel:visible a"), "[aria-current]", "menu entry");
    await page.keyboard.press("Escape");
    await page.locator(".site-header .language-switcher__button").click();
    await expectCurrentStandsOut(page.locator(".language-switcher__list a"), "[aria-current]", "language");

    await openPage(page, path("media-press", "ko"));
    await expectCurrentStandsOut(page.locator(".pagination a"), "[aria-current]", "page number");

    await openPage(page, path("media-ir", "en"));
    const chips = page.locator(".announcements .filter-chip > span");
    await expectCurrentStandsOut(chips, "input:checked + span", "filter");
    await page.locator(".announcements").getByRole("radio").nth(1).check();
    await expectCurrentStandsOut(chips, "input:checked + span", "filter once another is chosen");
    expect((await backgrounds(chips, "input:checked + span"))[1]!.current).toBe(true);
  });

  test("the floating buttons, the notice and the menu drawer keep an edge over the page, and the procurement chart its arrows", async ({ page }) => {
    const edges = (locator: Locator) => locator.evaluate((element) => `${getComputedStyle(element).borderTopStyle} ${parseFloat(getComputedStyle(element).borderTopWidth) >= 1}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, path("home", "ko"));
    await expect.poll(() => edges(page.locator(".notice-popup"))).toBe("solid true");
    await page.evaluate(() => window.scrollTo(0, 600));
    for (const button of [".quick-menu__button", ".back-to-top"]) {
      await expect(page.locator(button)).toBeVisible();
      expect(await edges(page.locator(button)), button).toBe("solid true");
    }
    await page.locator(".mobile-menu__open").click();
    const drawer = page.locator(".mobile-menu");
    await expect(drawer).toBeVisible();
    expect(await edges(drawer)).toBe("solid true");

    await openPage(page, path("sustainability-procurement", "ko"));
    const { text, arrows } = await page.evaluate(() => ({
      text: getComputedStyle(document.body).color,
      arrows: [...document.querySelectorAll(".process-flow__step:not(:last-child)")].map((step) => getComputedStyle(step, "::after").backgroundColor),
    }));
    expect(arrows.length).toBeGreaterThan(2);
    expect(new Set(arrows), "the arrows in the theme's text colour").toEqual(new Set([text]));
  });

  test("the brand's colour chips and the logo's forbidden uses keep their colours", async ({ page }) => {
    await openPage(page, path("about-company", "en"));
    const swatches = await page.locator(".swatch").evaluateAll((elements) =>
      elements.map((swatch) => ({ hex: swatch.textContent!.match(/#[0-9A-F]{6}/i)![0], shown: getComputedStyle(swatch.querySelector(".swatch__chip")!).backgroundColor })),
    );
    expect(swatches.length).toBeGreaterThan(3);
    for (const { hex, shown } of swatches) {
      const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
      expect(shown, hex).toBe(`rgb(${r}, ${g}, ${b})`);
    }
    const cross = await page.locator(".forbidden-use__example").first().evaluate((example) => getComputedStyle(example, "::after").backgroundImage);
    expect(cross).toContain("linear-gradient");
  });
});
