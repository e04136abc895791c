import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { keepWordsWhole } from "../../app/i18n/unbreakable-terms";
import products from "../../content/products.json" with { type: "json" };
import { company } from "../../app/config/company";
import { asilLabel, type AsilLevel } from "../../app/content/certifications";
import { chipPageOf, gatewayPageOf, type ChipId } from "../../app/site/technology";
import { pages } from "../../app/site/pages";
import { openPage } from "./support/page";
import { htmlLang, locales, localizedPath, type Locale } from "./support/site";
import { VIDEO_SIZE } from "../../app/site/product-media";
import { COUNTER } from "../../scripts/product-video";
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import zh from "../../app/i18n/messages/zh.json" with { type: "json" };
import ja from "../../app/i18n/messages/ja.json" with { type: "json" };

const catalogues = { ko, en, zh, ja };

const chipPath = (id: ChipId, locale: (typeof locales)[number]) => localizedPath(pages[chipPageOf[id]].path, locale);

for (const locale of locales) {
  for (const product of products) {
    test(`${chipPath(product.id as ChipId, locale)} shows ${product.name}'s specification, video and sales action`, async ({ page }) => {
      await openPage(page, chipPath(product.id as ChipId, locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
      const table = page.locator(".spec-table");
      for (const row of product.specs) await expect(table).toContainText(keepWordsWhole(row.value[locale]));
      // Each certification once, spelt as certifications.ts spells it.
      const marks = page.locator(".marks li");
      await expect(marks).toHaveCount(1 + (product.safety.aecQ100Grade === null ? 0 : 1) + product.safety.standards.length);
      await expect(page.locator(".mark--asil")).toHaveText(`ISO 26262 ${asilLabel(product.safety.asil as AsilLevel)}`);
      await expect(marks.filter({ hasText: /ISO 26262|ASIL/ })).toHaveCount(1);
      await expect(marks.filter({ hasText: /AEC-\u2060?Q100/ })).toHaveText(product.safety.aecQ100Grade === null ? [] : [`AEC-Q100 Grade ${product.safety.aecQ100Grade}`]);
      const video = page.locator("video.product-video").first();
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAttribute("poster", `/media/products/${product.id}/poster.${locale}.svg`);
      await expect(video.locator("track")).toHaveCount(4);
      await expect(video.locator("track[default]")).toHaveAttribute("srclang", htmlLang[locale]);
      await expect(page.locator(".chip-actions a").first()).toHaveAttribute("href", `${localizedPath("/view/about/contact", locale)}?product=${product.id}`);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(jsonLd).toMatchObject({ "@type": "Product", name: product.name });
      await expect(page.getByRole("img", { name: new RegExp(product.name) })).toBeVisible();
    });
  }
}

test("the chip pages state the specification's facts exactly", async ({ page }) => {
  const facts: Record<ChipId, RegExp[]> = {
    dolphin5: [/Up to 5 screens/, /Up to 8 camera inputs/],
    "orca-v": [/ASIL B/, /driver[- ]monitoring/i, /single-chip/i],
    "narwhal-ai": [/AI accelerator/i, /LiDAR/],
    tetra32: [/32-bit/, /Dual real-time cores/, /hardware security module/i, /ASIL[- ]D/, /AEC-Q100 Grade 1/],
    "beluga-n": [/9\.5 Gbps, 4 channels/, /16 channels/, /8 channels/, /6-core main processor/, /Three pairs of MCU cores/, /intrusion detection/i],
  };
  for (const [id, patterns] of Object.entries(facts)) {
    await page.goto(chipPath(id as ChipId, "en"));
    for (const pattern of patterns) await expect(page.locator("main")).toContainText(pattern);
  }
});

test("'Watch Full Video' opens an accessible dialog that traps focus, closes with Escape and returns focus", async ({ page }) => {
  // Smooth scrolling could still be moving the button when the click lands; this test is about the dialog.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const fullVideoRequests: string[] = [];
  page.on("request", (request) => { if (request.url().includes("/media/products/tetra32/full.")) fullVideoRequests.push(request.url()); });
  await openPage(page, chipPath("tetra32", "en"));
  const button = page.getByRole("button", { name: "Watch Full Video" });
  await expect(button).toBeVisible();
  expect(fullVideoRequests).toEqual([]);
  await button.click();
  const dialog = page.getByRole("dialog", { name: products.find((p) => p.id === "tetra32")!.video.manualTitle.en });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("video source")).toHaveAttribute("src", "/media/products/tetra32/full.mp4");
  const close = dialog.getByRole("button", { name: "Close video" });
  const focusInDialog = () => dialog.evaluate((element) => document.activeElement !== document.body && element.contains(document.activeElement));
  let backAtClose = 0;
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInDialog(), `focus after Tab ${i + 1}`).toBe(true);
    if (await close.evaluate((element) => element === document.activeElement)) backAtClose++;
  }
  expect(backAtClose, "Tab goes round from the last control to the first").toBeGreaterThan(0);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInDialog(), `focus after Shift+Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("videos, posters and captions in every language are served with the right types", async ({ request }) => {
  for (const product of products) {
    const base = `/media/products/${product.id}`;
    for (const kind of ["demo", "full"]) {
      const video = await request.get(`${base}/${kind}.mp4`);
      expect(video.status()).toBe(200);
      expect(video.headers()["content-type"]).toBe("video/mp4");
      expect((await video.body()).length).toBeLessThan(1024 * 1024);
      for (const locale of locales) {
        const captions = await request.get(`${base}/${kind}.${locale}.vtt`);
        expect(captions.status()).toBe(200);
        expect(captions.headers()["content-type"]).toMatch(/^text\/vtt/);
        const text = await captions.text();
        expect(text.startsWith("WEBVTT")).toBe(true);
        expect(text).toContain(product.features[0]!.title[locale]);
      }
    }
  }
});

test("each language has its own video poster, an SVG titled with the chip's name and tagline in that language", async ({ request }) => {
  for (const product of products) {
    const posters = new Set<string>();
    for (const locale of locales) {
      const poster = await request.get(`/media/products/${product.id}/poster.${locale}.svg`);
      expect(poster.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      const svg = await poster.text();
      expect(svg).toContain(`xml:lang="${htmlLang[locale]}"`);
      expect(svg).toContain(`<title>${product.name} — ${product.tagline[locale]}</title>`);
      posters.add(svg);
    }
    expect(posters.size).toBe(locales.length);
  }
});

/** The bottom of a video that Chromium's media controls (buttons over the timeline) cover while they show. */
const CONTROLS_HEIGHT = 64;

for (const width of [360, 1280]) {
  test(`at ${width} px, the demo video's captions and burned-in scene counter stay clear of the player's controls`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, chipPath("dolphin5", "ja"));
    const video = page.locator("video.product-video").first();
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute("aria-label", products[0]!.video.demoTitle.ja);
    await expect.poll(() => video.evaluate((element) => Number(getComputedStyle(element.closest("[data-reveal]") ?? element).opacity))).toBe(1);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      element.pause();
      element.currentTime = 1.5;
    });
    const captions = (mode: TextTrackMode) =>
      video.evaluate((element: HTMLVideoElement, wanted) => {
        const track = [...element.textTracks].find((candidate) => candidate.language === "ja")!;
        track.mode = wanted;
        return track.activeCues?.length ?? 0;
      }, mode);
    await expect.poll(() => captions("showing")).toBeGreaterThan(0);
    await video.hover();
    const box = (await video.boundingBox())!;
    const controls = { x: box.x, y: box.y + box.height - CONTROLS_HEIGHT, width: box.width, height: CONTROLS_HEIGHT };
    const picture = { x: box.x, y: box.y, width: box.width, height: box.height - CONTROLS_HEIGHT };
    const shot = (clip: typeof box) => page.screenshot({ clip, animations: "disabled" });

    await captions("hidden");
    await expect.poll(async () => (await shot(controls)).equals(await shot(controls))).toBe(true);
    const [controlsBare, pictureBare] = [await shot(controls), await shot(picture)];
    await captions("showing");
    // The caption shows above the controls, and nothing in the controls' area changes.
    await expect.poll(async () => (await shot(picture)).equals(pictureBare)).toBe(false);
    expect((await shot(controls)).equals(controlsBare)).toBe(true);

    const scale = box.height / VIDEO_SIZE.height;
    expect((COUNTER.top + COUNTER.fontSize * 1.5) * scale).toBeLessThan(box.height - CONTROLS_HEIGHT);
  });
}

/** The package render's description in `locale`, from the catalogue the page is translated with. */
function packageAlt(product: (typeof products)[number], locale: Locale) {
  const template: string = catalogues[locale]["product.packageImage"];
  const values: Record<string, string> = { name: product.name, package: `${product.package.type}-${product.package.pins}`, size: String(product.package.bodyMm), company: company.name[locale] };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!);
}

for (const locale of locales) {
  test(`in ${locale}, every chip page shows its package beside its title, described in ${locale}, sized and loaded first`, async ({ page }) => {
    for (const product of products) {
      await page.goto(chipPath(product.id as ChipId, locale));
      const image = page.locator(".page-hero img");
      await expect(image).toHaveAttribute("alt", packageAlt(product, locale));
      await expect(image).toHaveAttribute("src", `/media/products/${product.id}/package.svg`);
      await expect(image).toHaveAttribute("width", "800");
      await expect(image).toHaveAttribute("height", "500");
      await expect(image).toHaveAttribute("fetchpriority", "high");
      await expect(image).not.toHaveAttribute("loading", "lazy");
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(800);
    }
  });

  test(`in ${locale}, every product card shows its package on top, described in ${locale}, lazy, in one aspect ratio`, async ({ page }) => {
    const gatewaysWithChips = Object.entries(gatewayPageOf).filter(([area]) => products.some((product) => product.area === area));
    for (const path of [localizedPath("/", locale), ...gatewaysWithChips.map(([, gateway]) => localizedPath(pages[gateway].path, locale)), localizedPath(pages["technology-adas"].path, locale)]) {
      await page.goto(path);
      const cards = page.locator(".card--product");
      await expect(cards.first()).toBeAttached();
      const shown = await cards.evaluateAll((items) =>
        items.map((card) => {
          const image = card.firstElementChild as HTMLImageElement;
          const [cardBox, imageBox] = [card.getBoundingClientRect(), image.getBoundingClientRect()];
          return { tag: image.tagName, alt: image.alt, loading: image.loading, decoding: image.decoding, ratio: imageBox.width / imageBox.height, gap: imageBox.top - cardBox.top, title: card.querySelector(".card__title")!.textContent };
        }),
      );
      for (const card of shown) {
        const product = products.find((candidate) => candidate.name === card.title)!;
        expect(card).toMatchObject({ tag: "IMG", alt: packageAlt(product, locale), loading: "lazy", decoding: "async" });
        expect(card.ratio).toBeCloseTo(8 / 5, 1);
        expect(card.gap).toBeLessThanOrEqual(1);
      }
    }
  });
}

for (const locale of locales) {
  test(`in ${locale}, block diagrams read at 11 px or more from 360 px, with no box alone on a row of several and nothing overflowing`, async ({ page }) => {
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const product of products) {
        await page.goto(chipPath(product.id as ChipId, locale));
        const figure = page.locator(".block-diagram");
        await expect(figure.locator("li")).toHaveCount(product.diagram.blocks.length);
        await expect(figure.locator("li")).toHaveText(product.diagram.blocks.map((block) => keepWordsWhole(block.label[locale])));
        const measured = await figure.evaluate((element) => {
          const texts: number[] = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent!.trim()) continue;
            const parent = node.parentElement!;
            // The size on screen: the computed size times any scaling between the element and the page.
            const scaling = parent.getBoundingClientRect().width / (parent.offsetWidth || 1);
            texts.push(parseFloat(getComputedStyle(parent).fontSize) * scaling);
          }
          const rows = new Map<number, number>();
          const overflowing: string[] = [];
          for (const block of element.querySelectorAll("li")) {
            const top = Math.round(block.getBoundingClientRect().top);
            rows.set(top, (rows.get(top) ?? 0) + 1);
            if (block.scrollWidth > block.clientWidth || block.getBoundingClientRect().right > document.documentElement.clientWidth) overflowing.push(block.textContent!);
          }
          return { texts, rows: [...rows.values()], overflowing, pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
        });
        const where = `${product.name} at ${width} px`;
        expect(Math.min(...measured.texts), where).toBeGreaterThanOrEqual(11);
        if (Math.max(...measured.rows) > 1) expect(Math.min(...measured.rows), where).toBeGreaterThan(1);
        expect(measured.overflowing, where).toEqual([]);
        expect(measured.pageOverflow, where).toBeLessThanOrEqual(0);
      }
    }
  });
}

test("every gateway lists its chips and reaches the comparison of all chips", async ({ page }) => {
  for (const [area, gateway] of Object.entries(gatewayPageOf)) {
    await page.goto(localizedPath(pages[gateway].path, "en"));
    for (const product of products.filter((p) => p.area === area)) {
      await expect(page.locator("main").getByRole("link", { name: new RegExp(`^View product\\s*: ${product.name}$`) })).toHaveAttribute("href", chipPath(product.id as ChipId, "en"));
    }
    await expect(page.getByRole("link", { name: "Compare all chips" })).toHaveAttribute("href", "#compare");
    await expect(page.locator("#compare tbody tr")).toHaveCount(products.length);
  }
});

test("the comparison takes the visitor's columns, keeps the chip column in view and downloads the same rows as CSV", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, localizedPath(pages[gatewayPageOf.network].path, "en"));
  const table = page.locator("#compare table");
  await expect(table.locator("thead th")).toHaveCount(8);
  await page.getByRole("checkbox", { name: "LIN" }).check();
  await page.getByRole("checkbox", { name: "Application CPU" }).uncheck();
  await expect(table.locator("thead th")).toHaveText(["Chip", "AI performance (NPU)", "Displays", "Camera inputs", "Ethernet", "CAN", "LIN", "Functional safety"]);
  expect(await table.locator("tbody th").first().evaluate((cell) => getComputedStyle(cell).position)).toBe("sticky");
  const region = page.locator("#compare .figure-table__scroll");
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // The same figure-table behaviour as the IR tables: a hint and a fading edge say that more columns lie to the right.
  await expect(page.locator("#compare .figure-table__frame")).toHaveAttribute("data-scroll", "more");
  await expect(page.locator("#compare .figure-table__hint")).toBeVisible();
  // No cell is clipped, and a row stays a few lines high (it reached 190 px when cells shrank to a word a line).
  expect(await table.locator("td, th").evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length)).toBe(0);
  expect(Math.max(...(await table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))))).toBeLessThan(140);

  const shown = await table.locator("tr").evaluateAll((rows) =>
    // As a reader copies it: the CSV has none of the invisible joins that keep codes on one line (keepWordsWhole).
    rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").replace(/^—$/, "").replaceAll("\u2060", "").replaceAll("\u00a0", " "))),
  );
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
  const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const parsed = csv.trim().split("\r\n").map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replaceAll('""', '"')));
  expect(parsed).toEqual(shown);
  expect(download.suggestedFilename()).toBe(`${company.slug}-chip-comparison-en.csv`);
});

test("products are in the header navigation and the home page's highlights", async ({ page }) => {
  await openPage(page, "/en");
  await page.getByRole("button", { name: "Business & products" }).click();
  await expect(page.getByRole("link", { name: "Network SoCs", exact: true })).toHaveAttribute("href", "/en/view/technology/prod04");
  await expect(page.getByRole("link", { name: /^View product\s*: Dolphin5$/ })).toHaveAttribute("href", "/en/view/technology/dolphin5");
  await expect(page.getByRole("link", { name: /^Explore\s*: Microcontrollers$/ })).toHaveAttribute("href", "/en/view/technology/prod03");
});

test("on a phone, a one-word specification label stays on one line in every language", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of locales) {
    await openPage(page, chipPath("beluga-n", locale));
    const labels = page.locator(".spec-table th");
    // In view, so that its section is laid out (content-visibility); again if the sections above, laid out one by one
    // after load, moved it on.
    await expect(async () => {
      await labels.first().scrollIntoViewIfNeeded();
      await expect(labels.first()).toBeInViewport({ timeout: 1000 });
    }).toPass();
    // Split before: イーサネッ|ト and セキュリテ|ィ in a label column of 34 %.
    const lines = await labels.evaluateAll((cells) =>
      cells
        .filter((cell) => !/\s/.test(cell.textContent!.trim()) && [...cell.textContent!.trim()].length <= 6)
        .map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return `${cell.textContent}: ${new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size}`;
        }),
    );
    expect(lines.length, `one-word labels in ${locale}`).toBeGreaterThan(0);
    expect(lines.filter((line) => !line.endsWith(": 1")), `in ${locale}`).toEqual([]);
  }
});
