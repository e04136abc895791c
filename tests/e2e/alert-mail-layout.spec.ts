/**
 * The alert mails as a phone's mail program shows them: every kind, in every language, laid out by Chromium at 390 px
 * in light and in dark mode, with the header's logo from the site. Nothing may be wider than the screen, no text may
 * fade into its background (WCAG's 4.5:1), and no line may start inside a Korean word or with closing punctuation or a
 * small kana.
 */
import { execFileSync } from "node:child_process";
import { expect, test, type Browser } from "@playwright/test";
import { locales, type Locale } from "../../app/i18n/locales";
import { mailLogoImage } from "../../app/site/logo-mark";
import { lineBreakProblems } from "./support/line-starts";

const PHONE = { width: 390, height: 844 };
/**
 * The line starts a reader of each language stumbles on (support/line-starts.ts). Not its rules for phrases of
 * katakana and a last line of one character: the pages set Japanese by phrase (`word-break: auto-phrase`), which
 * mail programs do not know.
 */
const CHECKED_BREAKS = new Set(["Korean line starts inside a word", "closing punctuation starts a line", "small kana or ー starts a line"]);

type Sample = { locale: Locale; kind: string; html: string };
/** Every kind of mail in every language, its logo at the site under test. */
const samplesFor = (origin: string): Sample[] =>
  JSON.parse(execFileSync(process.execPath, ["--import", "tsx", "tests/e2e/support/alert-mail-samples.ts", origin], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }));

/** Runs in the page: every element wider than the screen or reaching past its right edge, by tag and class. */
function overflowingElements() {
  const width = document.documentElement.clientWidth;
  const wide = [...document.body.querySelectorAll("*")].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
  });
  return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, wide: wide.map((element) => `${element.tagName.toLowerCase()}.${element.className}`) };
}

/**
 * Runs in the page: each visible text's colour against the background it is painted on (the nearest ancestor's
 * opaque background, else the canvas of the page's colour scheme), below 4.5:1.
 */
function faintTexts(canvas: string) {
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]: number[]) =>
    [r!, g!, b!].map((value) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)).reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index]!, 0);
  const backgroundOf = (element: Element | null): string => {
    for (let current = element; current; current = current.parentElement) {
      const colour = getComputedStyle(current).backgroundColor;
      const [, , , alpha = 1] = channels(colour);
      if (alpha > 0) return colour;
    }
    return canvas;
  };
  const faint: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement!;
    if (!node.textContent!.trim() || !element.checkVisibility({ opacityProperty: true })) continue;
    const [text, background] = [luminance(channels(getComputedStyle(element).color)), luminance(channels(backgroundOf(element)))];
    const contrast = (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
    if (contrast < 4.5) faint.push(`${contrast.toFixed(2)}:1 "${node.textContent!.trim().slice(0, 40)}"`);
  }
  return faint;
}

async function checkLayout(browser: Browser, html: string, colorScheme: "light" | "dark") {
  const context = await browser.newContext({ viewport: PHONE, colorScheme });
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: "load" });
  const logo = page.locator(`img[src$="/mail-logo.png"]`);
  expect(await logo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]), "the header's logo, drawn by the build, loads from the site").toEqual([
    mailLogoImage.width * mailLogoImage.scale,
    mailLogoImage.height * mailLogoImage.scale,
  ]);
  const layout = await page.evaluate(overflowingElements);
  // Chromium's canvas under `color-scheme: light dark`: white, or its dark grey.
  const faint = await page.evaluate(faintTexts, colorScheme === "dark" ? "rgb(18, 18, 18)" : "rgb(255, 255, 255)");
  const badBreaks = (await page.evaluate(lineBreakProblems, [])).filter((problem) => CHECKED_BREAKS.has(problem.rule));
  await context.close();
  return { layout, faint, badBreaks };
}

let samples: Sample[];
test.beforeAll(({ baseURL }) => {
  samples = samplesFor(baseURL!);
});

for (const locale of locales) {
  test(`every alert mail in ${locale} fits a 390 px phone and stays legible in light and dark mode`, async ({ browser }) => {
    test.setTimeout(120_000);
    const mails = samples.filter((sample) => sample.locale === locale);
    expect(mails.map((mail) => mail.kind)).toEqual(["confirmation", "already subscribed", "announcement", "event", "changed event", "press release", "digest"]);
    for (const { kind, html } of mails) {
      for (const colorScheme of ["light", "dark"] as const) {
        const where = `${kind} mail, ${colorScheme} mode`;
        const { layout, faint, badBreaks } = await checkLayout(browser, html, colorScheme);
        expect(layout.wide, `${where}: elements past the screen's edge`).toEqual([]);
        expect(layout.scrollWidth, `${where}: scrolls sideways`).toBeLessThanOrEqual(layout.clientWidth);
        expect(faint, `${where}: texts below 4.5:1`).toEqual([]);
        expect(badBreaks, `${where}: lines starting where the language does not break`).toEqual([]);
      }
    }
  });
}
