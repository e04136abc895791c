import { expect, test } from "@playwright/test";
import { navigation } from "../../app/site/navigation";
import { pages, redirects } from "../../app/site/pages";
import { contrastRatio } from "../support/contrast";
import { openPage } from "./support/page";
import { locales, localizedPath } from "./support/site";
import notice from "../../content/notice.json" with { type: "json" };

test.describe("quick menu", () => {
  test("opens and closes with its button and offers the three entries", async ({ page }) => {
    await openPage(page, "/en/view/about/about");
    const toggle = page.getByRole("button", { name: "Quick menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: "Latest News" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/en/view/about/contact");
    await expect(page.getByRole("link", { name: "Latest News" })).toHaveAttribute("href", "/en/view/media/news");
    const support = page.getByRole("list", { name: "Quick menu" }).getByRole("link", { name: /Technical Support/ });
    await expect(support).toHaveAttribute("target", "_blank");
    await expect(support).toHaveAttribute("rel", "noopener noreferrer");
    await toggle.click();
    await expect(page.getByRole("link", { name: "Latest News" })).toBeHidden();
  });

  test("is on every page, in Korean too", async ({ page }) => {
    await openPage(page, "/view/media/news");
    await page.getByRole("button", { name: "빠른 메뉴" }).click();
    await expect(page.getByRole("link", { name: "최신 뉴스", exact: true })).toHaveAttribute("href", "/view/media/news");
  });
});

test("back-to-top appears once scrolled more than 40 px and returns to the top", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPage(page, "/en/view/about/history");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 41));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

/**
 * Pages of different shapes whose content reaches the content's right edge: IR's shareholder tables and revenue chart,
 * a board's summaries, a product page's tables, the contact form, the leadership page's profiles, the ESG vision's
 * figures and the home page's hero and cards.
 */
const floatingSamples = [
  "/en/view/media/ir",
  "/ja/view/media/press",
  "/ja/view/technology/prod09",
  "/view/about/contact",
  "/zh/view/about/leadership",
  "/ja/view/sustainability/vision",
  "/en",
];

test.describe("the floating controls cover only margins", () => {
  const viewports = [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
    { width: 430, height: 932 },
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ];
  for (const viewport of viewports) {
    test(`at ${viewport.width} px, the page scrolled through its length`, async ({ page }) => {
      // Reduced motion turns Lenis off, so a scroll lands at once.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize(viewport);
      for (const path of floatingSamples) {
        await openPage(page, path);
        const covered: string[] = [];
        let scroll = 0;
        let last = false;
        while (!last) {
          const end = await page.evaluate(async (top) => {
            window.scrollTo(0, top);
            // Sections with content-visibility render in the frame after they come into view.
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            return document.documentElement.scrollHeight - window.innerHeight;
          }, scroll);
          if (scroll > 40) await expect(page.locator(".back-to-top")).toBeVisible();
          covered.push(...(await page.evaluate(coveredByFloatingControls)));
          last = scroll >= end;
          scroll = Math.min(scroll + viewport.height / 2, end);
        }
        expect.soft(covered, `content under a floating control on ${path} at ${viewport.width} px`).toEqual([]);
      }
    });
  }
});

test("on a phone the floating buttons have no bar, and the end of a page, the footer's last line, is clear of them", async ({ page }) => {
  // Reduced motion turns Lenis off, so the scroll to the end lands at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of floatingSamples) {
    await openPage(page, path);
    expect(await page.evaluate(barsAtTheBottom), `a bar across the bottom of ${path} at the top`).toEqual([]);
    await page.keyboard.press("End");
    await expect
      .poll(() => page.evaluate(() => Math.round(document.documentElement.scrollHeight - window.innerHeight - window.scrollY)), { message: `the end of ${path}` })
      .toBe(0);
    await expect(page.locator(".back-to-top")).toBeVisible();
    expect(await page.evaluate(barsAtTheBottom), `a bar across the bottom of ${path} at its end`).toEqual([]);
    const clearance = await page.evaluate(() => {
      const lastLine = document.createRange();
      lastLine.selectNodeContents(document.querySelector(".site-footer__copyright")!);
      const buttonsTop = Math.min(...[...document.querySelectorAll(".quick-menu__button, .back-to-top")].map((button) => button.getBoundingClientRect().top));
      return Math.round(buttonsTop - lastLine.getBoundingClientRect().bottom);
    });
    expect(clearance, `pixels between the footer's last line and the buttons on ${path}`).toBeGreaterThanOrEqual(8);
  }
});

/** Fixed or sticky boxes with a background that reach the bottom of the view across (nearly) its whole width. */
function barsAtTheBottom() {
  return [...document.querySelectorAll<HTMLElement>("body *")]
    .filter((element) => {
      const style = getComputedStyle(element);
      if (!/fixed|sticky/.test(style.position) || !element.checkVisibility()) return false;
      if (style.backgroundColor === "rgba(0, 0, 0, 0)" && style.backgroundImage === "none") return false;
      const box = element.getBoundingClientRect();
      return box.width >= window.innerWidth * 0.9 && box.top < window.innerHeight && box.bottom >= window.innerHeight - 1;
    })
    .map((element) => `<${element.localName} class="${element.className}">`);
}

/**
 * What lies under each visible floating button, at its centre and on a ring at three quarters of its radius: text (by
 * its own text's line boxes, not its element's box), a table cell, an image or a control. An opaque box the button sits
 * in hides what is below it.
 */
function coveredByFloatingControls() {
  const found = new Set<string>();
  for (const control of document.querySelectorAll<HTMLElement>(".quick-menu__button, .back-to-top")) {
    if (!control.checkVisibility()) continue;
    const box = control.getBoundingClientRect();
    const radius = box.width / 2;
    const centre = { x: box.left + radius, y: box.top + box.height / 2 };
    const ring = Array.from({ length: 8 }, (_, step) => ({
      x: centre.x + 0.75 * radius * Math.cos((step * Math.PI) / 4),
      y: centre.y + 0.75 * radius * Math.sin((step * Math.PI) / 4),
    }));
    for (const { x, y } of [centre, ...ring]) {
      const contains = (rect: DOMRect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
      const stack = document.elementsFromPoint(x, y);
      for (const element of stack.slice(stack.indexOf(control) + 1)) {
        if (element.contains(control)) {
          if (getComputedStyle(element).backgroundColor.startsWith("rgb(")) break;
          continue;
        }
        const text = [...element.childNodes].some((node) => {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()].some(contains);
        });
        const kind = text ? "text"
          : element.matches("td, th") ? "table cell"
          : element.matches("img, svg, video, picture, canvas") ? "image"
          : element.matches("a, button, input, select, textarea, summary, label") ? "control"
          : undefined;
        if (kind) found.add(`${kind} <${element.localName} class="${element.getAttribute("class") ?? ""}"> "${element.textContent?.trim().slice(0, 40)}" under .${control.className} at scrollY ${Math.round(window.scrollY)}`);
      }
    }
  }
  return [...found];
}

test.describe("notice popup", () => {
  test("'Hide for today' keeps it away until local midnight", async ({ page }) => {
    await page.clock.install({ time: new Date(2026, 10, 22, 23, 50) });
    await openPage(page, "/en");
    const popup = page.getByRole("region", { name: /Daegu/ });
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Hide for today" }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    await expect(popup).toBeHidden();
    await page.clock.setFixedTime(new Date(2026, 10, 23, 0, 1));
    await page.reload();
    await expect(popup).toBeVisible();
  });

  test("'Close' hides it for the rest of the visit only", async ({ page, browser }) => {
    await openPage(page, "/");
    const popup = page.getByRole("region", { name: /대구/ });
    await popup.getByRole("button", { name: "닫기" }).click();
    await expect(popup).toBeHidden();
    await page.getByRole("button", { name: "회사소개" }).click();
    await page.getByRole("link", { name: "연혁" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("연혁");
    await page.getByRole("link", { name: /홈/ }).first().click();
    await expect(page.locator("h1.home-hero__title")).toBeVisible();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    await expect(popup).toBeHidden();
    const nextVisit = await browser.newPage();
    await openPage(nextVisit, "/");
    await expect(nextVisit.getByRole("region", { name: /대구/ })).toBeVisible();
    await nextVisit.close();
  });

  test("is shown from its first day in Korea, as content/notice.json gives it", async ({ page }) => {
    // The evening before the first day in Seoul (UTC+9), then its first minute.
    const firstDay = Date.parse(`${notice.from}T00:00:00+09:00`);
    await page.clock.install({ time: firstDay - 60_000 });
    await openPage(page, "/en");
    await expect(page.locator("h1.home-hero__title")).toBeVisible();
    await expect(page.getByRole("region", { name: notice.title.en })).toBeHidden();
    await page.clock.setFixedTime(firstDay + 60_000);
    await page.reload();
    await expect(page.getByRole("region", { name: notice.title.en })).toBeVisible();
    await expect(page.getByRole("region", { name: notice.title.en }).getByRole("link")).toHaveAttribute("href", `/en${notice.link}`);
  });

  test("is shown on the home page only", async ({ page }) => {
    for (const path of ["/en/view/about/about", "/en/view/about/contact", "/view/media/news"]) {
      await openPage(page, path);
      await expect(page.locator(".notice-popup")).toHaveCount(0);
    }
  });

  test("on a phone's first view, its controls are in view, nothing lies over them and the floating buttons are clear, in every language", async ({ page }) => {
    for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 640 }, { width: 320, height: 568 }]) {
      await page.setViewportSize(viewport);
      for (const locale of locales) {
        await openPage(page, localizedPath(pages.home.path, locale));
        const popup = page.locator(".notice-popup");
        await expect(popup).toBeVisible();
        const controls = await popup.locator("a, button").evaluateAll((elements) => {
          const buttons = [...document.querySelectorAll<HTMLElement>(".quick-menu__button, .back-to-top")]
            .filter((button) => button.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
            .map((button) => button.getBoundingClientRect());
          return elements.map((control) => {
            const box = control.getBoundingClientRect();
            const x = box.left + box.width / 2;
            const y = box.top + box.height / 2;
            return {
              control: control.textContent?.trim(),
              inView: box.top >= 0 && box.bottom <= window.innerHeight,
              hit: control.contains(document.elementFromPoint(x, y)),
              underAButton: buttons.some((button) => button.left < box.right && button.right > box.left && button.top < box.bottom && button.bottom > box.top),
            };
          });
        });
        expect(controls.map(({ control }) => control)).toHaveLength(3);
        expect(controls, `in ${locale} at ${viewport.width}x${viewport.height}`).toEqual(controls.map(({ control }) => ({ control, inView: true, hit: true, underAButton: false })));
      }
    }
  });

  test("never covers a control of the page, from 320 to 2560 px", async ({ context }) => {
    for (const width of [320, 360, 390, 600, 768, 960, 1280, 1920, 2560]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, "/en");
      const popup = page.getByRole("region", { name: /Daegu/ });
      await expect(popup).toBeVisible();
      const overlaps = await popup.evaluate((notice) => {
        const box = notice.getBoundingClientRect();
        return [...document.querySelectorAll("main a, main button, main input, main select, main textarea")]
          .filter((control) => !notice.contains(control))
          .map((control) => ({ control, rect: control.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top)
          .map(({ control }) => control.outerHTML.slice(0, 80));
      });
      expect(overlaps, `controls under the notice at ${width} px`).toEqual([]);
      for (const action of await popup.getByRole("button").all()) {
        await action.scrollIntoViewIfNeeded();
        const uncovered = await action.evaluate((button) => {
          const { left, top, width: w, height: h } = button.getBoundingClientRect();
          return button.contains(document.elementFromPoint(left + w / 2, top + h / 2));
        });
        expect(uncovered, `nothing lies over '${await action.textContent()}' at ${width} px`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no overflow at ${width} px`).toBe(width);
      await page.close();
    }
  });
});

test("the contact form's submit button is not covered by anything, on a phone and a desktop", async ({ page }) => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await openPage(page, "/en/view/about/contact");
    const submit = page.getByRole("button", { name: "Register" });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    const onTop = await submit.evaluate((button) => {
      const { left, top, width, height } = button.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(onTop, `the button is the element at its centre at ${viewport.width} px`).toBe(true);
  }
});

test.describe("language", () => {
  test("the switcher keeps the page, stores the choice and it is re-applied", async ({ page }) => {
    await openPage(page, "/view/about/history");
    await page.getByRole("button", { name: /언어 선택/ }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/view\/about\/history$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("History");
    expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("en");

    await openPage(page, "/view/about/global");
    await expect(page).toHaveURL(/\/en\/view\/about\/global$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Global network");
  });

  test("reads the specification's stored codes and re-applies on client-side navigation", async ({ page }) => {
    await openPage(page, "/view/about/about");
    await page.evaluate(() => localStorage.setItem("selectedLanguage", "jp"));
    await openPage(page, "/view/about/culture");
    await expect(page).toHaveURL(/\/ja\/view\/about\/culture$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");

    await openPage(page, "/view/about/about");
    await page.evaluate(() => localStorage.removeItem("selectedLanguage"));
    await openPage(page, "/view/about/about");
    await expect(page).toHaveURL(/\/view\/about\/about$/);
    await page.evaluate(() => localStorage.setItem("selectedLanguage", "cn"));
    await page.getByRole("button", { name: "회사소개" }).click();
    await page.getByRole("link", { name: "연혁" }).click();
    await expect(page).toHaveURL(/\/zh\/view\/about\/history$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  });

  test("a switch whose catalogue cannot be fetched loads the page in full, which stays usable without hydrating", async ({ page }) => {
    await openPage(page, "/view/about/history");
    await page.route(/\/assets\/en-[\w-]+\.json$/, (route) => route.abort());
    await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
    await page.getByRole("button", { name: /언어 선택/ }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/view\/about\/history$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("History");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => "beforeSwitch" in window)).toBe(false);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
    await expect(page.locator('a[href="/en/view/about/global"]').first()).toBeAttached();
  });

  test("an explicit language address always wins over the stored choice", async ({ page }) => {
    await openPage(page, "/en");
    await page.evaluate(() => localStorage.setItem("selectedLanguage", "en"));
    await openPage(page, "/ja/view/about/history");
    await expect(page).toHaveURL(/\/ja\/view\/about\/history$/);
  });
});

test.describe("errors", () => {
  test("an unknown path answers 404 with the specification's message", async ({ page }) => {
    const response = await openPage(page, "/en/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByText("Page not found: /en/no/such/page")).toBeVisible();
  });

  test("in Korean, the 404 is translated", async ({ page }) => {
    const response = await openPage(page, "/없는/페이지");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("페이지를 찾을 수 없습니다");
  });

  test("a detail page whose id fails validation answers 'Page Not Found: {fullPath}'", async ({ page }) => {
    const response = await openPage(page, "/en/view/media/newsView?id=abc");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page Not Found: /en/view/media/newsView?id=abc")).toBeVisible();
    expect((await page.goto("/en/view/media/newsView"))?.status()).toBe(404);
    expect((await page.goto("/en/view/media/newsView?id=999"))?.status()).toBe(404);
  });

  test("a path is echoed as text, never as markup", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", async (dialog) => { dialogs++; await dialog.dismiss(); });
    await openPage(page, "/en/<img src=x onerror=alert(1)>");
    await expect(page.getByText(/Page not found: \/en\/%3Cimg/)).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("an address in another letter case answers 301 to the page's own address, keeping the query", async ({ request }) => {
    const variants: [string, string][] = [
      ["/EN/view/about/about", "/en/view/about/about"],
      ["/View/about/about", "/view/about/about"],
      ["/ZH", "/zh"],
      ["/Ja/view/media/news", "/ja/view/media/news"],
      ["/JA/view/media/press?page=2", "/ja/view/media/press?page=2"],
      ["/EN/view/media/newsView?id=3", "/en/view/media/newsView?id=3"],
      ["/en/view/media/newsview?id=3&utm_source=x", "/en/view/media/newsView?id=3&utm_source=x"],
      ["/view/technology/SEARCHRESULT?q=Radar", "/view/technology/searchResult?q=Radar"],
      ["/en/view/sustainability/ESG02", "/en/view/sustainability/esg02"],
      ["/EN/view/media/press/rss.xml", "/en/view/media/press/rss.xml"],
      ["/en/view/about/About.data", "/en/view/about/about.data"],
    ];
    for (const [variant, target] of variants) {
      const moved = await request.get(variant, { maxRedirects: 0 });
      expect([moved.status(), moved.headers().location], variant).toEqual([301, target]);
      expect((await request.get(target, { maxRedirects: 0 })).status(), target).toBe(200);
    }
    for (const unknown of ["/EN/view/about/nowhere", "/XX/view/about/about"]) {
      expect((await request.get(unknown, { maxRedirects: 0 })).status(), unknown).toBe(404);
    }
  });

  test("legacy addresses answer 301 to their current pages, keeping the query, and those answer 200", async ({ request }) => {
    for (const { from, to } of redirects) {
      for (const locale of locales) {
        const legacy = await request.get(`${localizedPath(from, locale)}?utm_source=newsletter`, { maxRedirects: 0 });
        expect(legacy.status()).toBe(301);
        const target = `${localizedPath(pages[to].path, locale)}?utm_source=newsletter`;
        expect(legacy.headers().location).toBe(target);
        expect((await request.get(target, { maxRedirects: 0 })).status(), target).toBe(200);
      }
    }
  });
});

test.describe("navigation by keyboard", () => {
  test("every control reached by Tab or Shift+Tab is in sight, never under the sticky header or the floating buttons, on a phone and a desktop", async ({ page }) => {
    /**
     * Whether the key (`forward`: Tab or Shift+Tab) moved focus on to a control of the page, in its direction; false
     * once focus has left the page, and also when it came straight back in at the page's other end: past an end,
     * headless Chromium sometimes hands focus back within milliseconds, after a Shift+Tab at the top to back-to-top,
     * which hides itself a moment later.
     */
    const focusMovedOn = (forward: boolean) =>
      page.evaluate((forward) => {
        const control = document.activeElement;
        if (!control || control === document.body) return false;
        const state = window as unknown as { lastControl?: Element };
        const previous = state.lastControl;
        state.lastControl = control;
        const follows = Boolean(previous && previous.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING);
        return !previous || (previous !== control && follows === forward);
      }, forward);
    /** The focused control's name and whether any part of it is on screen and uncovered. */
    const focused = () =>
      page.evaluate(() => {
        const control = document.activeElement!;
        const box = control.getBoundingClientRect();
        const points = [[box.left + 2, box.top + 2], [box.right - 2, box.top + 2], [box.left + 2, box.bottom - 2], [box.right - 2, box.bottom - 2], [box.left + box.width / 2, box.top + box.height / 2]];
        const inSight = points.some(([x, y]) => {
          if (x! < 0 || y! < 0 || x! >= innerWidth || y! >= innerHeight) return false;
          const hit = document.elementFromPoint(x!, y!);
          return hit !== null && (control.contains(hit) || hit.contains(control));
        });
        return { name: `${control.tagName} ${(control.textContent || control.getAttribute("aria-label") || "").trim().slice(0, 40)}`, inSight };
      });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await openPage(page, localizedPath(pages["media-ir"].path, "zh"));
      for (const key of ["Tab", "Shift+Tab"]) {
        await page.evaluate(() => delete (window as unknown as { lastControl?: Element }).lastControl);
        let reached = 0;
        for (;;) {
          await page.keyboard.press(key);
          if (!(await focusMovedOn(key === "Tab"))) break;
          const control = await focused();
          reached += 1;
          await expect.poll(focused, `${key} at ${width} px`).toEqual({ name: control.name, inSight: true });
        }
        expect(reached, `${key} at ${width} px went through the page`).toBeGreaterThan(40);
      }
    }
  });

  test("the desktop menu opens with Enter and Escape closes it and returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, "/en/view/about/contact");
    const about = page.getByRole("button", { name: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "History" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Company overview" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "History" })).toBeHidden();
    await expect(about).toBeFocused();
  });

  test("the mobile drawer traps focus, closes with Escape and returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, "/en/view/about/about");
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    await open.click();
    const drawer = page.getByRole("dialog", { name: "Main menu" });
    await expect(drawer).toBeVisible();
    // Past its last link a modal dialog lets focus go to the browser's own controls (the document, headless),
    // never to the page behind it; two rounds through every link check both ends.
    const stops = await drawer.locator("a, button").count();
    const visited: string[] = [];
    for (let i = 0; i < 2 * stops + 2; i++) {
      await page.keyboard.press("Tab");
      visited.push(
        await drawer.evaluate((element) =>
          element.contains(document.activeElement) ? "drawer" : document.activeElement === document.body ? "browser" : document.activeElement!.outerHTML,
        ),
      );
    }
    expect(visited.filter((focus) => focus !== "drawer" && focus !== "browser")).toEqual([]);
    expect(visited.filter((focus) => focus === "drawer").length).toBeGreaterThanOrEqual(2 * stops - 1);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await drawer.getByRole("link", { name: "Leadership" }).click();
    await expect(page).toHaveURL(/\/en\/view\/about\/leadership$/);
    await expect(drawer).toBeHidden();
  });
});

test("the header shows every area on one line from 1280 px in every language, and the drawer button below", async ({ page }) => {
  for (const locale of locales) {
    await page.setViewportSize({ width: 1280, height: 600 });
    await openPage(page, localizedPath(pages["about-company"].path, locale));
    const controls = page.locator(".site-header .main-nav__button, .site-header .main-nav__link, .site-header .language-switcher__button");
    await expect(controls).toHaveCount(navigation.length + 1);
    // One line of a label is about 46 px tall with its padding; a label that wraps is a line taller.
    const heights = await controls.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    expect(heights.every((height) => height < 60), `one line each in ${locale}: ${heights.join(", ")}`).toBe(true);
    const fits = await page.locator(".site-header__inner").evaluate((inner) => inner.scrollWidth <= inner.clientWidth);
    expect(fits, `the header fits in ${locale}`).toBe(true);
    const logo = await page.locator(".site-header__logo .logo").evaluate((logo) => logo.getBoundingClientRect().height);
    expect(logo, "the logo keeps its size").toBe(32);

    await page.setViewportSize({ width: 1279, height: 600 });
    await expect(page.locator(".main-nav").first()).toBeHidden();
    await expect(page.locator(".mobile-menu__open")).toBeVisible();
  }
});

test("the footer's e-mail addresses stay whole on one line, from 390 to 1920 px in every language", async ({ page }) => {
  for (const locale of locales) {
    await openPage(page, localizedPath(pages["about-company"].path, locale));
    for (const width of [390, 600, 960, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const lines = await page
        .locator('.site-footer a[href^="mailto:"]')
        .evaluateAll((links) => links.map((link) => `${link.textContent}: ${new Set([...link.getClientRects()].map((rect) => Math.round(rect.top))).size}`));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((line) => !line.endsWith(": 1")), `in ${locale} at ${width} px`).toEqual([]);
    }
  }
});

test("the header is opaque, at the top of a page and over a dark section, on a desktop and a phone, and so is the phone's menu", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const header = page.locator(".site-header");
  const headerColour = () => header.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, opacity: getComputedStyle(element).opacity }));
  const opaque = { background: "rgb(255, 255, 255)", opacity: "1" };
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await openPage(page, "/en");
    expect(await headerColour(), `at the top, ${viewport.width} px`).toEqual(opaque);
    // The sections above it take their real height as they come near: scroll until the dark one runs under the header.
    await expect
      .poll(() => header.evaluate(async (element) => {
        const dark = document.querySelector(".section--dark")!;
        window.scrollTo(0, dark.getBoundingClientRect().top + window.scrollY);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const box = element.getBoundingClientRect();
        return document.elementsFromPoint(box.left + box.width / 2, box.bottom + 8).some((under) => dark.contains(under));
      }), { message: `the dark section runs under the header at ${viewport.width} px` })
      .toBe(true);
    expect(await headerColour(), `over the dark section, ${viewport.width} px`).toEqual(opaque);
  }
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((element) => getComputedStyle(element).backgroundColor), "the phone's menu").toBe("rgb(255, 255, 255)");
});

test("the quick menu's button keeps an edge of at least 3:1 contrast over the dark footer", async ({ page }) => {
  // Reduced motion turns Lenis off, so the scroll to the end lands at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, "/zh/view/media/ir");
  await page.keyboard.press("End");
  const button = page.locator(".quick-menu__button");
  await expect(button).toBeVisible();
  const coloursOverFooter = () => button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const below = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2).find((under) => !element.contains(under) && !under.contains(element));
    const ring = /^(rgba?\([^)]*\)) 0px 0px 0px (\d+)px/.exec(getComputedStyle(element).boxShadow);
    return { over: below?.closest(".site-footer") ? getComputedStyle(below.closest(".site-footer")!).backgroundColor : "", fill: getComputedStyle(element).backgroundColor, ring: ring && Number(ring[2]) >= 2 ? ring[1]! : null };
  });
  await expect.poll(async () => (await coloursOverFooter()).over, { message: "the button sits over the footer" }).not.toBe("");
  const colours = await coloursOverFooter();
  const edge = Math.max(contrastRatio(colours.fill, colours.over), colours.ring ? contrastRatio(colours.ring, colours.over) : 0);
  expect(edge, JSON.stringify(colours)).toBeGreaterThanOrEqual(3);
});

test("a heading or a table label never leaves one character alone on its last line, on a phone and a desktop, in every language", async ({ page }) => {
  const labelled = [
    { path: pages.home.path, selector: "main h1, main h2" },
    { path: pages["technology-tetra32"].path, selector: "main th" },
  ];
  for (const { path, selector } of labelled) {
    for (const locale of locales) {
      await openPage(page, localizedPath(path, locale));
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const labels = page.locator(selector);
        await expect(labels.first()).toBeVisible();
        const orphans = await labels.evaluateAll((elements) =>
          elements
            .filter((label) => label.checkVisibility())
            .map((label) => {
              // Each character's line, by the top of its box: Latin and CJK glyphs of one line can stand a few pixels
              // apart, so a line holds every character within half the font size of its first one's top.
              const tolerance = Number.parseFloat(getComputedStyle(label).fontSize) / 2;
              const lines = new Map<number, string>();
              const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                for (let at = 0; at < node.textContent!.length; at++) {
                  const range = document.createRange();
                  range.setStart(node, at);
                  range.setEnd(node, at + 1);
                  const top = range.getBoundingClientRect().top;
                  const line = [...lines.keys()].find((lineTop) => Math.abs(lineTop - top) < tolerance) ?? top;
                  lines.set(line, (lines.get(line) ?? "") + node.textContent![at]);
                }
              }
              const last = [...lines.entries()].sort(([a], [b]) => a - b).at(-1)?.[1].trim() ?? "";
              return lines.size > 1 && [...last].length === 1 ? label.textContent : null;
            })
            .filter((label) => label !== null),
        );
        expect(orphans, `${selector} of ${path} in ${locale} at ${width} px`).toEqual([]);
      }
    }
  }
});

test("card grids leave no card alone on their last row, from 960 px", async ({ page }) => {
  for (const path of [pages.home.path, pages["technology-area-infotainment"].path, pages["about-company"].path, pages["sustainability-vision"].path]) {
    await openPage(page, localizedPath(path, "en"));
    for (const width of [960, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const rows = await page.locator(".card-grid, .swatches, .forbidden-uses, .facts, .sdg-grid").evaluateAll((grids) =>
        grids
          .filter((grid) => grid.children.length >= 4)
          .map((grid) => {
            const tops = [...grid.children].map((card) => Math.round(card.getBoundingClientRect().top));
            return [...new Set(tops)].map((top) => tops.filter((other) => other === top).length).join("+");
          }),
      );
      expect(rows.length, `${path} has grids of four cards or more`).toBeGreaterThan(0);
      expect(rows.filter((row) => /\+1$/.test(row)), `${path} at ${width} px: ${rows.join(", ")}`).toEqual([]);
    }
  }
});

test("Japanese business areas and footer links keep each katakana word on one line, from 960 px", async ({ page }) => {
  await openPage(page, localizedPath(pages.home.path, "ja"));
  for (const width of [960, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const splitWords = await page.locator(".card-grid--five .card__title, .site-footer a").evaluateAll((elements) => {
      const katakana = /[\u30A1-\u30FA\u30FC]/;
      return elements.flatMap((element) => {
        const text = element.firstChild;
        if (!(text instanceof Text)) return [];
        const tops = [...text.data].map((_, at) => {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          return range.getBoundingClientRect().top;
        });
        const halfLine = Number.parseFloat(getComputedStyle(element).fontSize) / 2;
        return [...text.data].some((char, at) => at > 0 && katakana.test(char) && katakana.test(text.data[at - 1]!) && tops[at]! - tops[at - 1]! > halfLine)
          ? [text.data]
          : [];
      });
    });
    expect(splitWords, `at ${width} px`).toEqual([]);
  }
});
