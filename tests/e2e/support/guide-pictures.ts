import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The pictures of the editors' guides (docs/editing.md, docs/editing.ko.md) are taken by the tests that perform and
 * check each step, so that they stay true: `DOCS_SCREENSHOTS=1 npx playwright test tests/e2e/content-editor.spec.ts`
 * writes them. Without it, nothing is written and the tree stays clean. `showing` is what the picture is about (a
 * refusal's message), waited for on screen; `top` is scrolled to the top of its pane and `height` makes the window
 * taller, for the picture only.
 */
export async function pictureForGuide(page: Page, name: string, showing?: Locator, { top, height }: { top?: Locator; height?: number } = {}) {
  if (process.env.DOCS_SCREENSHOTS !== "1") return;
  const viewport = page.viewportSize()!;
  if (height) await page.setViewportSize({ ...viewport, height });
  await top?.evaluate((element) => element.scrollIntoView({ block: "start" }));
  if (showing) await expect(showing).toBeInViewport();
  // Animations stay on: ending them at once would end the message's countdown, and with it the message.
  await page.screenshot({ path: `docs/images/editing/${name}.png`, caret: "hide" });
  if (height) await page.setViewportSize(viewport);
}
