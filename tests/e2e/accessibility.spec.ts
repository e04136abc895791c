import { expect, test } from "@playwright/test";
import { wcagViolations } from "./support/axe";
import { errorPages } from "./support/site";

// Every page of the site is checked by the sweep in pages.spec.ts, in the same visit as its completeness.
for (const { path } of errorPages) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await wcagViolations(page)).toEqual([]);
  });
}
