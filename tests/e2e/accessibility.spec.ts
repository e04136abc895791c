import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { errorPages, everyPage } from "./support/site";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

type AxeResults = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };

for (const { path } of [...everyPage, ...errorPages]) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.evaluate(axeSource);
    const results = (await page.evaluate(
      (tags) => (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe.run(document, { runOnly: { type: "tag", values: tags } }),
      WCAG_22_AA,
    )) as AxeResults;
    const violations = results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(violations).toEqual([]);
  });
}
