import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import products from "../../content/products.json" with { type: "json" };
import { company } from "../../app/config/company";
import { asilLabel, type AsilLevel } from "../../app/content/certifications";
import { chipPageOf, gatewayPageOf, type ChipId } from "../../app/site/technology";
import { pages } from "../../app/site/pages";
import { openPage } from "./support/page";
import { htmlLang, locales, localizedPath } from "./support/site";

const chipPath = (id: ChipId, locale: (typeof locales)[number]) => localizedPath(pages[chipPageOf[id]].path, locale);

for (const locale of locales) {
  for (const product of products) {
    test(`${chipPath(product.id as ChipId, locale)} shows ${product.name}'s specification, video and sales action`, async ({ page }) => {
      await openPage(page, chipPath(product.id as ChipId, locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
      const table = page.locator(".spec-table");
      for (const row of product.specs) await expect(table).toContainText(row.value[locale]);
      // Each certification once, spelt as certifications.ts spells it.
      const marks = page.locator(".marks li");
      await expect(marks).toHaveCount(1 + (product.safety.aecQ100Grade === null ? 0 : 1) + product.safety.standards.length);
      await expect(page.locator(".mark--asil")).toHaveText(`ISO 26262 ${asilLabel(product.safety.asil as AsilLevel)}`);
      await expect(marks.filter({ hasText: /ISO 26262|ASIL/ })).toHaveCount(1);
      await expect(marks.filter({ hasText: /AEC-Q100/ })).toHaveText(product.safety.aecQ100Grade === null ? [] : [`AEC-Q100 Grade ${product.safety.aecQ100Grade}`]);
      const video = page.locator("video.product-video").first();
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAttribute("poster", `/media/products/${product.id}/poster.webp`);
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
    const poster = await request.get(`${base}/poster.webp`);
    expect(poster.headers()["content-type"]).toBe("image/webp");
  }
});

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
  const region = page.locator("#compare .comparison__scroll");
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  const shown = await table.locator("tr").evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").replace(/^—$/, ""))),
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
    // In view, so that its section is laid out (content-visibility).
    await labels.first().scrollIntoViewIfNeeded();
    await expect(labels.first()).toBeInViewport();
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
