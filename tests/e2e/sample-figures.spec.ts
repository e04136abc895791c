import { expect, test } from "@playwright/test";
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import ja from "../../app/i18n/messages/ja.json" with { type: "json" };
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import zh from "../../app/i18n/messages/zh.json" with { type: "json" };
import { keepWordsWhole } from "../../app/i18n/unbreakable-terms";
import { openPage } from "./support/page";
import { locales, localizedPath } from "./support/site";

const notes = { ko, en, zh, ja };

/** The pages whose content marks its figures as samples (`sampleFigures`), and pages beside them whose figures are the company's own. */
const withSampleFigures = [
  "/view/about/about",
  "/view/media/ir",
  "/view/sustainability/esg02",
  "/view/sustainability/esg04",
  ...[1, 2, 8, 10, 12].map((id) => `/view/media/pressView?id=${id}`),
];
const withoutSampleFigures = ["/view/about/history", "/view/sustainability/esg03", "/view/media/pressView?id=3"];

/**
 * Where the note sits: how far below the hero, and whether anything of the page's content (a heading, a section, the
 * article's date) comes between them; only the page's own navigation (ESG tabs, IR's contents) may.
 */
const placeUnderHero = (note: Element) => {
  const hero = document.querySelector("main .page-hero")!;
  const content = [...document.querySelectorAll("main h2, main .section, main .article-date")];
  const between = content.filter((element) => hero.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && note.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  const gap = note.getBoundingClientRect().top - hero.getBoundingClientRect().bottom;
  return { contentBetween: between.length, underHero: gap > 0 && gap < 160 };
};

for (const locale of locales) {
  test(`in ${locale}, every page with sample figures says so once, under its hero, and no other page does`, async ({ page }) => {
    test.setTimeout(120_000);
    const note = page.locator(".sample-figures-note");
    for (const path of withSampleFigures) {
      await openPage(page, localizedPath(path, locale));
      await expect(note, path).toHaveCount(1);
      await expect(note, path).toBeVisible();
      await expect(note, path).toHaveText(keepWordsWhole(notes[locale]["content.sampleFigures"]));
      await expect(note, path).toHaveRole("note");
      await expect(page.locator("main .sample-figures-note"), path).toHaveCount(1);
      await expect.poll(() => note.evaluate(placeUnderHero), { message: path }).toEqual({ contentBetween: 0, underHero: true });
    }
    for (const path of withoutSampleFigures) {
      await openPage(page, localizedPath(path, locale));
      await expect(page.locator("main h1"), path).toBeVisible();
      await expect(note, path).toHaveCount(0);
    }
  });
}
