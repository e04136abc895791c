import http from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, openPage } from "./support/page";

test.describe("motion", () => {
  test("smooth scrolling, page transition and reveal run, and stop under reduced motion", async ({ page }) => {
    await openPage(page, "/en/view/about/history");
    await expect(page.locator("html")).toHaveClass(/lenis/);
    expect(await page.locator("main").evaluate((main) => getComputedStyle(main).animationName)).toBe("none");
    await page.getByRole("button", { name: "About" }).click();
    await page.getByRole("link", { name: "Company overview" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company overview");
    expect(await page.locator("main").evaluate((main) => getComputedStyle(main).animationDuration)).toBe("0.1s");
    const belowFold = page.locator("[data-reveal]").last();
    expect(await belowFold.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain("1s");
    await expect(belowFold).not.toHaveAttribute("data-revealed");
    // The navigation's smooth scroll to the top may still be running and take the page back up: scroll again until it holds.
    await expect(async () => {
      await belowFold.scrollIntoViewIfNeeded();
      await expect(belowFold).toHaveAttribute("data-revealed", "", { timeout: 1_000 });
    }).toPass();

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await hydrated(page);
    await expect(page.locator("html")).not.toHaveClass(/lenis/);
    await page.getByRole("button", { name: "About" }).click();
    await page.getByRole("link", { name: "History" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("History");
    expect(await page.locator("main").evaluate((main) => getComputedStyle(main).animationName)).toBe("none");
    expect(await page.locator("[data-reveal]").last().evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test("a wheel scrolls smoothly over the specified time, and an idle page asks for no animation frames before or after", async ({ page }) => {
    // Counts the page's requests for an animation frame; the test's own waits count frames with the original.
    await page.addInitScript(() => {
      const request = window.requestAnimationFrame.bind(window);
      const state = window as unknown as { framesAsked: number; frames(count: number): Promise<void> };
      state.framesAsked = 0;
      window.requestAnimationFrame = (callback) => {
        state.framesAsked += 1;
        return request(callback);
      };
      state.frames = (count) => new Promise((resolve) => { const step = () => (--count > 0 ? request(step) : resolve()); request(step); });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, "/en/view/about/history");
    await expect(page.locator("html")).toHaveClass(/lenis/);
    const framesAskedOver = (count: number) =>
      page.evaluate(async (count) => {
        const state = window as unknown as { framesAsked: number; frames(count: number): Promise<void> };
        const before = state.framesAsked;
        await state.frames(count);
        return state.framesAsked - before;
      }, count);
    expect(await framesAskedOver(30), "frames asked for by an idle page").toBe(0);

    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => (window as unknown as { frames(count: number): Promise<void> }).frames(6));
    // Six frames into a linear 1.2 s scroll: on its way, not there.
    const underWay = await page.evaluate(() => window.scrollY);
    expect(underWay).toBeGreaterThan(0);
    expect(underWay).toBeLessThan(600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await framesAskedOver(5);
    expect(await framesAskedOver(30), "frames asked for once the scroll has ended").toBe(0);
  });

  test("a jump to the last section of a long page lands on it and stays there as the sections above it are laid out", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, "/ja/view/media/ir");
    await page.locator('main nav a[href="#contact"]').click();
    // The sections between stood at an estimated height at the first paint (content-visibility): the jump and the
    // click lay them out at their real one (thousands of pixels more), and the section jumped to stays in view.
    await expect(page.locator("main .section:not([data-laid-out])"), "every section is laid out after the click").toHaveCount(0);
    await expect(page.locator("#contact h2")).toBeInViewport();
    await expect(page.locator("#contact").getByRole("link", { name: "お問い合わせ", exact: true })).toBeInViewport();
  });

  test("the End key on a freshly opened long page lands on its very end, the footer's last line in view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, "/zh/view/media/ir");
    await page.keyboard.press("End");
    // Before the fix it landed on the estimated end, 1,700 px short of the real one, as the sections above took theirs.
    await expect(page.locator(".site-footer__copyright")).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.documentElement.scrollHeight - window.innerHeight - window.scrollY)), { message: "pixels below the view" })
      .toBe(0);
  });

  test("a phone without a fine pointer scrolls natively and never downloads the smooth-scroll library", async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await openPage(page, "/en/view/about/history");
    // Hydration ran the effect that would have imported it.
    await expect(page.locator("html")).not.toHaveClass(/lenis/);
    expect(scripts.filter((script) => /\/lenis-/.test(script))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    await phone.close();
  });

});

test("the loading counter shows a full-screen spinner while a page loads and scrolls to the top", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPage(page, "/en/view/about/about");
  // The page's data is held back until the spinner has been seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/en/view/about/history.data*", async (route) => {
    await released;
    await route.continue();
  });
  await page.evaluate(() => window.scrollTo(0, 600));
  const spinner = page.locator(".loading-overlay");
  await expect(spinner).toBeHidden();
  await page.getByRole("button", { name: "About" }).click();
  await page.getByRole("link", { name: "History" }).click();
  await expect(spinner).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("History");
  await expect(spinner).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("update detection", () => {
  test("a different build id makes the next navigation a full page load", async ({ page }) => {
    await page.clock.install();
    const polls: string[] = [];
    await page.route("**/builds/latest.json*", async (route) => {
      polls.push(route.request().url());
      await route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } });
    });
    await openPage(page, "/en/view/about/about");
    await expect(page.locator("h1")).toBeVisible();

    const documents: string[] = [];
    page.on("request", (request) => { if (request.resourceType() === "document") documents.push(request.url()); });
    await page.getByRole("button", { name: "About" }).click();
    await page.getByRole("link", { name: "Culture" }).click();
    await expect(page).toHaveURL(/\/en\/view\/about\/culture$/);
    expect(documents).toEqual([]);
    expect(polls).toEqual([]);

    await page.clock.fastForward(60 * 60 * 1000);
    await expect.poll(() => polls.length).toBe(1);
    expect(polls[0]).toMatch(/\/builds\/latest\.json\?t=\d+$/);
    await expect(page.locator("html")).toHaveAttribute("data-update-available", "");

    await page.getByRole("button", { name: "About" }).click();
    await page.getByRole("link", { name: "History" }).click();
    await expect(page).toHaveURL(/\/en\/view\/about\/history$/);
    expect(documents).toEqual([expect.stringMatching(/\/en\/view\/about\/history$/)]);
  });

  test("after an update, a language switch still stores the choice: it stays on the next page and after a reload", async ({ page }) => {
    await page.clock.install();
    await page.route("**/builds/latest.json*", (route) => route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } }));
    await openPage(page, "/view/about/history");
    await page.clock.fastForward(60 * 60 * 1000);
    await expect(page.locator("html")).toHaveAttribute("data-update-available", "");

    const documents: string[] = [];
    page.on("request", (request) => { if (request.resourceType() === "document") documents.push(request.url()); });
    await page.getByRole("button", { name: /언어 선택/ }).click();
    await page.getByRole("link", { name: "日本語" }).click();
    await expect(page).toHaveURL(/\/ja\/view\/about\/history$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    expect(documents).toEqual([expect.stringMatching(/\/ja\/view\/about\/history$/)]);
    expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("ja");

    await openPage(page, "/view/about/global");
    await expect(page).toHaveURL(/\/ja\/view\/about\/global$/);
    await page.reload();
    await expect(page).toHaveURL(/\/ja\/view\/about\/global$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  });

  test("a failed manifest fetch is only logged", async ({ page }) => {
    await page.clock.install();
    await page.route("**/builds/latest.json*", (route) => route.abort());
    const warnings: string[] = [];
    page.on("console", (message) => { if (message.type() === "warning") warnings.push(message.text()); });
    await openPage(page, "/en");
    await page.waitForLoadState("networkidle");
    await page.clock.fastForward(60 * 60 * 1000);
    await expect.poll(() => warnings.some((text) => text.includes("Could not fetch the build manifest"))).toBe(true);
    await expect(page.locator("html")).not.toHaveAttribute("data-update-available");
  });
});

test.describe("first paint", () => {
  test("the server's page is on screen before any of its JavaScript or its catalogue is requested, then hydrates", async ({ page }) => {
    await page.goto("/zh/view/about/history");
    await hydrated(page);
    const { firstPaint, hydrationRequests } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      hydrationRequests: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.match(/^\/assets\/.+\.(js|json)$/))
        .map((entry) => entry.startTime),
    }));
    expect(hydrationRequests.length).toBeGreaterThan(1);
    expect(Math.min(...hydrationRequests)).toBeGreaterThan(firstPaint);
  });
});

test.describe("chunk failure", () => {
  test("a chunk of the first page that fails to load is answered with one full reload", async ({ page }) => {
    const documents: string[] = [];
    page.on("request", (request) => { if (request.resourceType() === "document") documents.push(request.url()); });
    let failed = false;
    await page.route(/\/assets\/about\.history-[^/]+\.js$/, (route) => (failed ? route.continue() : ((failed = true), route.abort())));
    await page.goto("/en/view/about/history");
    await hydrated(page);
    expect(documents).toHaveLength(2);
  });

  test("a route chunk that fails to load is answered with a full reload", async ({ page }) => {
    await openPage(page, "/en/view/about/about");
    await expect(page.locator("h1")).toBeVisible();
    await page.route(/\/assets\/about\.history-[^/]+\.js$/, (route) => route.abort());
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "About" }).click();
    await page.getByRole("link", { name: "History" }).click();
    await reloaded;
    await expect(page.locator("h1")).toBeVisible();
  });

  test("a style chunk that keeps failing reloads once, then the 10 s guard stops the loop", async ({ page }) => {
    await openPage(page, "/en/view/about/history");
    // The brand font's stylesheet is requested once this browser has the font's files cached.
    await page.evaluate(() => localStorage.setItem("brandFontCached", document.documentElement.dataset.brandFont!));
    const documents: string[] = [];
    page.on("request", (request) => { if (request.resourceType() === "document") documents.push(request.url()); });
    const errors: string[] = [];
    page.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
    await page.route(/\/assets\/fonts-[^/]+\.css$/, (route) => route.abort());
    await page.reload();
    // The guard has decided once it says so: the first failure reloaded, the second did not.
    await expect.poll(() => errors.some((text) => text.includes("not reloading"))).toBe(true);
    expect(documents).toHaveLength(2);
    expect(await page.evaluate(() => Number(sessionStorage.getItem("chunkReloadAt")))).toBeGreaterThan(0);

    await page.evaluate(() => sessionStorage.setItem("chunkReloadAt", String(Date.now() - 10_001)));
    await page.reload();
    await expect.poll(() => documents.length).toBe(4);
  });
});

test("every HTML response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/en/view/about/about", "/en/view/media/newsView?id=1", "/en/missing"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"]!;
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["permissions-policy"]).toBeTruthy();
  }
  const home = await (await request.get("/en")).text();
  for (const asset of [home.match(/\/assets\/[^"]+\.js(?=")/)![0], home.match(/\/assets\/en-[\w-]+\.json/)![0]]) {
    expect((await request.get(asset)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
});

test("pages and assets travel as build-time Brotli to browsers that accept it, identical once decoded", async ({ baseURL }) => {
  const get = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(new URL(path, baseURL), { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  const page = await get("/en/view/technology/prod08", "identity");
  const script = page.body.toString().match(/\/assets\/entry\.client-[^"]+\.js/)![0];
  for (const path of ["/en/view/technology/prod08", script, "/en/view/agree/privacy.data"]) {
    const plain = await get(path, "identity");
    const brotli = await get(path, "gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toBe(plain.headers["content-type"]);
    expect(brotli.headers["cache-control"]).toBe(plain.headers["cache-control"]);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect((await get(path, "gzip")).headers["content-encoding"]).toBe("gzip");
  }
});

test.describe("brand font", () => {
  const loadedPretendardFaces = (page: Page) =>
    page.evaluate(() => [...document.fonts].filter((face) => face.family.includes("Pretendard") && face.status === "loaded").length);

  test("a first visit paints in the system font, caches Pretendard, and later pages use it", async ({ page }) => {
    const fontFiles: string[] = [];
    page.on("requestfinished", (request) => { if (request.url().endsWith(".woff2")) fontFiles.push(request.url()); });
    await openPage(page, "/en/view/about/about");
    const sheet = page.locator("link[data-brand-font]");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("brandFontCached"))).toMatch(/\/assets\/fonts-[^/]+\.css$/);
    expect(fontFiles.length).toBeGreaterThan(0);
    await expect(sheet).toHaveCount(0);
    expect(await loadedPretendardFaces(page)).toBe(0);

    await page.getByRole("button", { name: "About" }).click();
    await page.getByRole("link", { name: "History" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("History");
    await expect(sheet).toHaveCount(1);
    await expect.poll(() => loadedPretendardFaces(page)).toBeGreaterThan(0);

    // Without the app's JavaScript only the head script can apply the font: it does so before the first paint.
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    await page.reload();
    await expect(sheet).toHaveCount(1);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await expect.poll(() => loadedPretendardFaces(page)).toBeGreaterThan(0);
  });

  test("Chinese and Japanese text stays in its CJK font; on Korean pages Pretendard sets the text", async ({ page }) => {
    const customFontsIn = async (selector: string) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      await cdp.detach();
      return fonts.filter((font) => font.isCustomFont).map((font) => font.familyName);
    };
    const withCachedFont = async (path: string, heading: string) => {
      await openPage(page, path);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("brandFontCached"))).toMatch(/\/assets\/fonts-[^/]+\.css$/);
      await page.reload();
      await expect(page.locator("link[data-brand-font]")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
    };

    await withCachedFont("/view/about/about", "회사 개요");
    await expect.poll(() => customFontsIn("h1")).toEqual(["Pretendard Variable"]);
    for (const [path, heading] of [["/zh/view/about/about", "公司概况"], ["/ja/view/about/about", "会社概要"]] as const) {
      await withCachedFont(path, heading);
      expect(await customFontsIn("h1")).toEqual([]);
    }
  });
});
