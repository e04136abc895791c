import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

type AxeResults = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };

/**
 * The page's WCAG 2.2 AA violations as axe-core finds them, one line each, with every part of the page as a visitor
 * sees it once scrolled to. A section far below the fold is skipped (`content-visibility: auto`) until it comes near
 * the viewport: its content is not painted, and the 640 px it stands in for may be less than its height, so axe would
 * measure its text over whatever is painted below it. A section still fading in as it reveals itself is checked once
 * its fade has ended (axe would measure its text half transparent); scroll-driven effects have no end and stay as they
 * are.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("*")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await page.evaluate(axeSource);
  const results = (await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    WCAG_22_AA,
  )) as AxeResults;
  return results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
