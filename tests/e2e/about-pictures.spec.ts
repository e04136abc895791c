import { expect, test, type Page } from "@playwright/test";
import leadership from "../../content/leadership.json" with { type: "json" };
import offices from "../../content/offices.json" with { type: "json" };
import { keepWordsWhole } from "../../app/i18n/unbreakable-terms";
import { pages } from "../../app/site/pages";
import { openPage } from "./support/page";
import { locales, localizedPath } from "./support/site";

type Measured = { boxes: { name: string; left: number; top: number; right: number; bottom: number }[]; smallestFont: number };

/** The boxes of the map's visible labels (or badges, where the map is narrow) and the smallest type among them, in CSS pixels. */
const measureMarkers = (page: Page) =>
  page.locator(".office-map svg").evaluate((svg): Measured => {
    const shown = (element: Element) => element.getClientRects().length > 0;
    const boxes = [];
    let smallestFont = Infinity;
    for (const link of svg.querySelectorAll("a")) {
      const mark = [...link.querySelectorAll(".office-map__label rect, .office-map__badge-mark circle")].find(shown)!;
      const { left, top, right, bottom } = mark.getBoundingClientRect();
      boxes.push({ name: (link.getAttribute("aria-label") ?? "").replace(/^\d+ /, ""), left, top, right, bottom });
      for (const text of link.querySelectorAll("text")) {
        if (!shown(text)) continue;
        const scale = (text as SVGTextElement).getScreenCTM()!.a;
        smallestFont = Math.min(smallestFont, scale * parseFloat(getComputedStyle(text).fontSize));
      }
    }
    return { boxes, smallestFont };
  });

for (const locale of locales) {
  test(`${locale}: the global network map marks the 11 offices, each linked to its entry, legible and without overlap at 390, 1280 and 1920 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, localizedPath(pages["about-global"].path, locale));
    const map = page.locator(".office-map svg");
    await expect(map).toHaveAttribute("role", "group");
    await expect(map.locator("title")).toHaveText(/\S/);
    await expect(map).toHaveAccessibleName(await map.locator("title").textContent() ?? "");
    const land = page.locator(".office-map img");
    await expect(land).toHaveAttribute("width", /\d+/);
    await expect(land).toHaveAttribute("loading", "lazy");
    const drawing = await page.request.get((await land.getAttribute("src"))!);
    expect(drawing.headers()["content-type"]).toContain("image/svg+xml");
    const titles = offices.map((office) => keepWordsWhole(office.title[locale]));
    const listed = page.locator(".office .office__title");
    await expect(listed).toHaveText(titles.filter((_, index) => offices[index]!.region === "asia").concat(titles.filter((_, index) => offices[index]!.region === "europe")));

    const markers = map.getByRole("link");
    await expect(markers).toHaveCount(offices.length);
    for (const marker of await markers.all()) {
      const [, number, name] = (await marker.getAttribute("aria-label"))!.match(/^(\d+) (.+)$/)!;
      expect(titles).toContain(name);
      await expect(marker).toContainText(`${number} ${name}`);
      const entry = page.locator(`li${await marker.getAttribute("href")}`);
      await expect(entry.locator(".office__title")).toHaveText(name!);
    }

    for (const width of [390, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(markers.first()).toBeVisible();
      const { boxes, smallestFont } = await measureMarkers(page);
      expect(boxes.map((box) => box.name).toSorted()).toEqual(titles.toSorted());
      expect(smallestFont, `smallest type on the map at ${width} px`).toBeGreaterThanOrEqual(11);
      for (const [index, box] of boxes.entries()) {
        for (const other of boxes.slice(index + 1)) {
          const apart = box.right <= other.left || other.right <= box.left || box.bottom <= other.top || other.bottom <= box.top;
          expect(apart, `${box.name} and ${other.name} at ${width} px`).toBe(true);
        }
      }
    }
  });
}

test("a marker on the map takes the visitor to its office in the list", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, localizedPath(pages["about-global"].path, "en"));
  await page.locator(".office-map svg").getByRole("link", { name: /^\d+ Tokyo Office$/ }).click();
  await expect(page).toHaveURL(/#office-tokyo$/);
  await expect(page.locator("#office-tokyo")).toBeInViewport();
  await expect(page.locator("#office-tokyo .office__title")).toHaveText("Tokyo Office");
});

for (const width of [390, 1280]) {
  test(`at ${width} px every leader's card opens with a 4:3 portrait, drawn from the name until a photograph is uploaded`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, localizedPath(pages["about-leadership"].path, "ja"));
    const cards = page.locator(".card--person");
    await expect(cards).toHaveCount(leadership.team.length);
    for (const [index, member] of leadership.team.entries()) {
      const card = cards.nth(index);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator(".card__title")).toHaveText(member.name.ja);
      const portrait = card.locator(":scope > .person-portrait");
      await expect(portrait).toBeVisible();
      await expect(portrait.locator("text")).toHaveText(member.name.en.split(/\s+/).map((word) => word[0]).join(""));
      const [cardBox, portraitBox] = [await card.boundingBox(), await portrait.boundingBox()];
      expect(portraitBox!.width).toBeCloseTo(cardBox!.width - 2, 0);
      expect(portraitBox!.width / portraitBox!.height).toBeCloseTo(4 / 3, 1);
    }
  });
}
