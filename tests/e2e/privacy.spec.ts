import { expect, test } from "@playwright/test";
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import policies from "../../content/privacy/policies.json" with { type: "json" };
import { formatDate } from "../../app/i18n/format";
import { keepWordsWhole } from "../../app/i18n/unbreakable-terms";
import { earlierPrivacyPages, privacyPages } from "../../app/site/navigation";
import { pages, type PageId } from "../../app/site/pages";
import { localizedPath, type Locale } from "./support/site";

const messages = { ko, en };
/** A page's title as the pages show it (keepWordsWhole). */
const title = (id: PageId, locale: "ko" | "en") => keepWordsWhole(messages[locale][`page.${id}.title`]);
const path = (id: PageId, locale: Locale) => localizedPath(pages[id].path, locale);
/** An earlier version's dates: its page id is its policy's id with the prefix `privacy-`. */
const datesOf = (id: PageId) => policies.find((policy) => `privacy-${policy.id}` === id)!;

for (const locale of ["ko", "en"] as const) {
  test(`the privacy policy in force links each earlier version, which shows the days it applied, in ${locale}`, async ({ page }) => {
    const t = messages[locale];
    const tabs = page.getByRole("navigation", { name: t["footer.policies"], exact: true }).getByRole("link");
    await page.goto(path("privacy-general", locale));
    await expect(tabs).toHaveText(privacyPages.map((id) => title(id, locale)));
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");

    for (const id of earlierPrivacyPages) {
      await page.goto(path("privacy-general", locale));
      await page.locator(`[data-kept="html"] a[href="${path(id, locale)}"]`).click();
      await expect(page).toHaveURL(path(id, locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title(id, locale));
      const { effectiveFrom, effectiveUntil } = datesOf(id);
      await expect(page.locator(".privacy__effective")).toHaveText(`${t["privacy.effectiveFrom"]} ${formatDate(effectiveFrom, locale)} – ${formatDate(effectiveUntil!, locale)}`);
      await expect(tabs).toHaveText(privacyPages.map((tab) => title(tab, locale)));
      await expect(tabs.and(page.locator("[aria-current]"))).toHaveCount(0);
    }
  });
}
