import { expect, test } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { BRAND_FONT_CACHED_KEY } from "../../app/shell/brand-font";
import { pages, type PageId } from "../../app/site/pages";
import type { Locale } from "../../app/i18n/locales";
import { contrastRatio } from "../support/contrast";
import { openPage } from "./support/page";
import { localizedPath } from "./support/site";

/**
 * Text as both the PDF's text layer and the page give it: its letters and digits, without spaces, line ends, the joins
 * (U+2060) and breaks (U+200B) that keep words whole, punctuation and symbols, which the text layer may name by another character of the
 * same glyph ("‧" for "・", "〜" for "～"). The radicals it gives for some ideographs (⻔ for 门) stay.
 */
const bare = (text: string) => text.normalize("NFKC").replace(/[\s\u2060\u200b\p{P}]|(?!\p{Script=Han})\p{S}/gu, "");

/**
 * Whether a text is in the printed text, in any case (a label may be set in capitals). The text layer names each glyph
 * by one of the characters that share it, and the CJK fonts share glyphs between ideographs (车 comes back as ⻋, 户 as
 * 戶): there an ideograph matches any ideograph.
 */
const isPrinted = (printed: string, text: string) =>
  new RegExp([...bare(text)].map((character) => (/\p{Script=Han}/u.test(character) ? "\\p{Script=Han}" : character.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join(""), "iu").test(printed);

/**
 * Long pages whose sections the screen skips until they come near and reveals as they scroll into view (IR, with its
 * tables and charts), the home page's pinned story and dark hero, a page of Japanese prose, and a product area with
 * the chip comparison, a table that scrolls sideways on screen.
 */
const PRINTED: { page: PageId; locale: Locale }[] = [
  { page: "media-ir", locale: "ko" },
  { page: "media-ir", locale: "zh" },
  { page: "home", locale: "en" },
  { page: "about-company", locale: "ja" },
  { page: "technology-area-infotainment", locale: "zh" },
];

for (const { page: id, locale } of PRINTED) {
  test(`printing ${pages[id].path} in ${locale} puts all its text on paper in ink, with no blank sheet and none of the screen's controls`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const address = localizedPath(pages[id].path, locale);
    // A returning visitor's page, set in the brand font: skipped sections once printed without part of their text.
    await openPage(page, address);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), BRAND_FONT_CACHED_KEY)).not.toBeNull();
    await openPage(page, address);
    await expect(page.locator("link[data-brand-font]")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.media.mediaText === "print")), "the print stylesheet has loaded").toBe(true);
    const pdf = await getDocument({ data: new Uint8Array(await page.pdf({ format: "A4" })), verbosity: 0 }).promise;
    const sheets: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const { items } = await (await pdf.getPage(number)).getTextContent();
      sheets.push(bare(items.map((item) => ("str" in item ? item.str : "")).join("")));
    }
    expect(sheets.flatMap((text, index) => (text === "" ? [index + 1] : [])), "blank sheets").toEqual([]);

    await page.emulateMedia({ media: "print" });
    const paper = await page.evaluate(() => {
      const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      // Not text for screen readers only, nor the inquiry forms' trap for robots, set far off the page.
      const printedText = (element: Element) => shown(element) && !element.closest(".visually-hidden") && element.getBoundingClientRect().right > 0;
      const texts = [...document.querySelectorAll("body *")].filter(printedText).flatMap((element) =>
        [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "").map((node) => ({ text: node.textContent!, colour: getComputedStyle(element).color })),
      );
      return {
        texts,
        controls: [...document.querySelectorAll("button, input, select, textarea, nav")].filter((control) => !control.closest("main") && shown(control)).map((control) => control.outerHTML.slice(0, 80)),
      };
    });
    expect(paper.texts.length).toBeGreaterThan(50);
    const printed = sheets.join("");
    expect(paper.texts.filter(({ text }) => !isPrinted(printed, text)).map(({ text }) => text), "text missing from the paper").toEqual([]);
    expect(paper.texts.filter(({ colour }) => contrastRatio(colour, "#ffffff") < 4.5), "text paler than 4.5:1 on white paper").toEqual([]);
    expect(paper.controls, "the screen's controls outside the content").toEqual([]);
  });
}
