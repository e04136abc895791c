import { expect, test, type Browser, type Page } from "@playwright/test";
import { wcagViolations } from "./support/axe";
import { openPage } from "./support/page";

/** A phone has no fine pointer, so it scrolls natively; a desktop scrolls through Lenis. */
const viewports = [
  { width: 360, height: 640, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
];

async function openHome(browser: Browser, { width, height, phone }: (typeof viewports)[number], reducedMotion: "reduce" | "no-preference") {
  const context = await browser.newContext({ viewport: { width, height }, isMobile: phone, hasTouch: phone, reducedMotion });
  const page = await context.newPage();
  await openPage(page, "/en");
  return page;
}

/**
 * Scrolls to the track of the pinned section until it holds its place (the sections above it are laid out at their
 * real height as they come near), and returns where it starts and how far the section stays pinned.
 */
async function pinnedRange(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => {
      const track = document.querySelector(".pin-track")!;
      window.scrollTo(0, track.getBoundingClientRect().top + window.scrollY);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // + 0: a top a fraction above the view rounds to -0.
      return Math.round(track.getBoundingClientRect().top) + 0;
    }), { message: "the track's top reaches the top of the view" })
    .toBe(0);
  return page.evaluate(() => {
    const track = document.querySelector<HTMLElement>(".pin-track")!;
    return { start: Math.round(track.getBoundingClientRect().top + window.scrollY), length: track.offsetHeight - window.innerHeight };
  });
}

/** The step shown at full strength (-1 when none or several are), where the section stands, and the active step's text. */
function readStory() {
  const items = [...document.querySelectorAll<HTMLElement>(".story-steps__item")];
  const lit = items.filter((item) => getComputedStyle(item).opacity === "1");
  const active = lit.length === 1 ? items.indexOf(lit[0]!) : -1;
  const text = document.createRange();
  if (active >= 0) text.selectNodeContents(items[active]!);
  const box = text.getBoundingClientRect();
  const header = document.querySelector(".site-header")!.getBoundingClientRect();
  const buttons = [...document.querySelectorAll<HTMLElement>(".quick-menu__button, .back-to-top")]
    .filter((button) => button.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
    .map((button) => button.getBoundingClientRect());
  return {
    active,
    sectionTop: Math.round(document.querySelector(".fixed-section")!.getBoundingClientRect().top) + 0,
    textInView: box.height > 0 && box.top >= header.bottom && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth,
    textUnderButtons: buttons.some((button) => button.left < box.right && button.right > box.left && button.top < box.bottom && button.bottom > box.top),
  };
}

for (const viewport of viewports) {
  test(`at ${viewport.width}x${viewport.height}, the scroll through the pinned section advances its steps, each whole in view`, async ({ browser }) => {
    const page = await openHome(browser, viewport, "no-preference");
    const { start, length } = await pinnedRange(page);
    expect(length, "pinned for 200 % of the viewport").toBe(2 * viewport.height);
    const steps = await page.locator(".story-steps__item").count();
    expect(steps).toBeGreaterThanOrEqual(3);
    for (let step = 0; step < steps; step++) {
      // The middle of the step's share of the pinned range.
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(start + ((step + 0.5) / steps) * length));
      await expect.poll(() => page.evaluate(readStory).then((story) => story.active), { message: `step ${step + 1} is the active one` }).toBe(step);
      expect(await page.evaluate(readStory)).toEqual({ active: step, sectionTop: 0, textInView: true, textUnderButtons: false });
    }
    // The sweep checks every page under reduced motion: here the steps before the last are dimmed.
    expect(await wcagViolations(page)).toEqual([]);
    await page.evaluate((y) => window.scrollTo(0, y), start + length + 200);
    await expect.poll(() => page.evaluate(readStory).then((story) => story.sectionTop), { message: "released after the pinned range" }).toBeLessThan(0);
    await page.context().close();
  });
}

test("with reduced motion the steps stand in the page's flow, all of them shown, and the section scrolls with the page", async ({ browser }) => {
  const page = await openHome(browser, viewports[1]!, "reduce");
  const section = page.locator(".fixed-section");
  await section.scrollIntoViewIfNeeded();
  expect(await section.evaluate((element) => getComputedStyle(element).position)).not.toMatch(/sticky|fixed/);
  const steps = page.locator(".story-steps__item");
  for (const step of await steps.all()) {
    await expect(step).toBeVisible();
    await expect(step).toHaveCSS("opacity", "1");
  }
  const boxes = await steps.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
  for (let index = 1; index < boxes.length; index++) expect(boxes[index]!.top, "each step below the one before").toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
  const before = await section.evaluate((element) => element.getBoundingClientRect().top);
  await page.evaluate(() => window.scrollBy(0, 100));
  await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(Math.round(before - 100));
  await page.context().close();
});
