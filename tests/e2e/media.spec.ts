import { expect, test, type Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import ja from "../../app/i18n/messages/ja.json" with { type: "json" };
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import zh from "../../app/i18n/messages/zh.json" with { type: "json" };
import products from "../../content/products.json" with { type: "json" };
import careers from "../../content/careers.json" with { type: "json" };
import positionsFile from "../../content/careers/positions.json" with { type: "json" };
import noticesFile from "../../content/careers/notices.json" with { type: "json" };
import { isPositionOpen } from "../../app/content/careers";
import { readBuildMeta } from "../../server/build-meta";
import { formatDate } from "../../app/i18n/format";
import { company } from "../../app/config/company";
import { formatFileSize } from "../../app/i18n/number-format";
import { boardIndexes } from "../../app/content/board-indexes";
import { keepWordsWhole, plainText } from "../../app/i18n/unbreakable-terms";
import { BOARD_PAGE_SIZE, boardIds, boards, feedBoardIds, imageSizes, type BoardCategory, type BoardId } from "../../app/site/media";
import { navigation } from "../../app/site/navigation";
import { pageTitleKey } from "../../app/site/page-text";
import { pages, type PageId } from "../../app/site/pages";
import { documentTitle } from "../../app/site/seo";
import { documentMarked, markDocument, openPage } from "./support/page";
import { locales, localizedPath, type Locale } from "./support/site";

const messages = { ko, en, zh, ja } satisfies Record<Locale, unknown>;
type Key = keyof typeof en;
/** A message as the pages show it (keepWordsWhole). */
const text = (locale: Locale, key: string) => keepWordsWhole(messages[locale][key as Key].replaceAll("{company}", company.name[locale]));
const path = (id: PageId, locale: Locale) => localizedPath(pages[id].path, locale);
const categoryOf = (item: (typeof boardIndexes)[BoardId][number]): BoardCategory => ("kind" in item ? item.kind : item.category);
const listItems = (page: Page) => page.locator(".news-list__item");
/** A text in every language as the pages show it: product codes and Korean words kept whole by invisible joins. */
const shownInEvery = (text: Record<Locale, string>) => Object.fromEntries(locales.map((locale) => [locale, keepWordsWhole(text[locale])])) as Record<Locale, string>;

for (const locale of locales) {
  for (const board of boardIds) {
    test(`in ${locale}, the ${board} board lists its newest items with date, category, title, summary and a View link`, async ({ page }) => {
      const items = boardIndexes[board].map((item) => ({ ...item, title: shownInEvery(item.title), summary: shownInEvery(item.summary) }));
      const response = await openPage(page, path(boards[board].list, locale));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, `page.${boards[board].list}.title`));
      await expect(listItems(page).locator(".news-list__title")).toHaveText(items.slice(0, BOARD_PAGE_SIZE).map((item) => item.title[locale]));
      const [newest] = items;
      const first = listItems(page).first();
      await expect(first.locator("time")).toHaveText(formatDate(newest!.date, locale));
      await expect(first.locator(".tag")).toHaveText(text(locale, `board.category.${categoryOf(newest!)}`));
      await expect(first).toContainText(newest!.summary[locale]);
      const view = first.getByRole("link");
      await expect(view).toHaveText(`${text(locale, "board.view")}: ${newest!.title[locale]}`);
      await view.click();
      await expect(page).toHaveURL(`${path(boards[board].view, locale)}?id=${newest!.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest!.title[locale]);
    });
  }
}

test("without JavaScript, the press board's pages and categories are links with their own addresses", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const list = path("media-press", "en");
  const releases = boardIndexes.press;
  await page.goto(list);
  const pagination = page.getByRole("navigation", { name: en["pagination.label"] });
  await expect(pagination.getByRole("link", { name: "1", exact: true })).toHaveAttribute("aria-current", "page");
  await pagination.getByRole("link", { name: en["pagination.next"] }).click();
  await expect(page).toHaveURL(`${list}?page=2`);
  await expect(page).toHaveTitle(`${en["page.media-press.title"]} · Page 2 | ${company.name.en}`);
  await expect(listItems(page).locator(".news-list__title")).toHaveText(releases.slice(BOARD_PAGE_SIZE).map((item) => item.title.en));
  await expect(pagination.getByRole("link", { name: "2", exact: true })).toHaveAttribute("aria-current", "page");

  const financial = releases.filter((item) => item.category === "financial");
  await page.getByRole("navigation", { name: `${en["page.media-press.title"]} categories` }).getByRole("link", { name: en["board.category.financial"] }).click();
  await expect(page).toHaveURL(`${list}?category=financial`);
  await expect(listItems(page).locator(".tag")).toHaveText(financial.map(() => en["board.category.financial"]));
  await expect(page.getByRole("navigation", { name: en["pagination.label"] })).toHaveCount(0);

  // An item opened from a category keeps it: its neighbours are of that category, and the way back returns to it.
  await listItems(page).nth(1).getByRole("link").click();
  await expect(page).toHaveURL(`${path("media-press-view", "en")}?id=${financial[1]!.id}&category=financial`);
  const neighbours = page.getByRole("navigation", { name: en["media.neighbours"] });
  await expect(neighbours.getByRole("link")).toHaveText([financial[2]!.title.en, financial[0]!.title.en]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${company.siteUrl}${path("media-press-view", "en")}?id=${financial[1]!.id}`);
  await page.getByRole("link", { name: en["board.backToList"] }).click();
  await expect(page).toHaveURL(`${list}?category=financial`);

  // The oldest release is on page 2; its way back leads there.
  await page.goto(`${path("media-press-view", "en")}?id=${releases.at(-1)!.id}`);
  await expect(page.getByRole("link", { name: en["board.backToList"] })).toHaveAttribute("href", `${list}?page=2`);
  await context.close();
});

test("a page, category or id a board does not have answers 404 with the route's message", async ({ page, request }) => {
  const bad = [
    ...boardIds.flatMap((board) => {
      const view = path(boards[board].view, "en");
      return [view, `${view}?id=`, `${view}?id=abc`, `${view}?id=0`, `${view}?id=9999`, `${view}?id=1&category=nothing`];
    }),
    ...boardIds.flatMap((board) => {
      const list = path(boards[board].list, "en");
      return [`${list}?page=0`, `${list}?page=99`, `${list}?page=two`, `${list}?category=nothing`];
    }),
  ];
  for (const address of bad) expect((await request.get(address)).status(), address).toBe(404);
  const response = await openPage(page, `${path("media-press", "en")}?page=9`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(`Page Not Found: ${path("media-press", "en")}?page=9`)).toBeVisible();
});

for (const board of feedBoardIds) {
  for (const locale of locales) {
    test(`the ${locale} ${board} feed is RSS 2.0 that an XML parser reads, announced on the board, and links to pages that answer 200`, async ({ page, request }) => {
      const feedPath = localizedPath(boards[board].feed, locale);
      await page.goto(path(boards[board].list, locale));
      const announced = page.locator('link[rel="alternate"][type="application/rss+xml"]');
      await expect(announced).toHaveAttribute("href", feedPath);
      const response = await request.get(feedPath);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/(rss\+)?xml/);
      expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
      const feed = await page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        const error = doc.querySelector("parsererror")?.textContent ?? null;
        const channel = doc.querySelector("rss > channel");
        return {
          error,
          version: doc.documentElement.getAttribute("version"),
          title: channel?.querySelector(":scope > title")?.textContent,
          language: channel?.querySelector(":scope > language")?.textContent,
          items: [...doc.querySelectorAll("item")].map((item) => ({ title: item.querySelector("title")?.textContent, link: item.querySelector("link")?.textContent })),
        };
      }, await response.text());
      expect(feed.error).toBeNull();
      expect(feed.version).toBe("2.0");
      // A reader that offers the board's feed names it as the feed names itself, in the board's language.
      expect(feed.title).toBe(documentTitle(messages[locale][pageTitleKey(boards[board].list)].replaceAll("{company}", company.name[locale]), company.name[locale]));
      await expect(announced).toHaveAttribute("title", feed.title!);
      expect(feed.language).toBe(locale === "zh" ? "zh-Hans" : locale);
      expect(feed.items.map((item) => item.title)).toEqual(boardIndexes[board].map((item) => item.title[locale]));
      for (const item of feed.items) {
        expect(item.link?.startsWith(`${company.siteUrl}/`), "an absolute address on the site").toBe(true);
        const local = item.link!.slice(company.siteUrl.length);
        expect((await request.get(local)).status(), local).toBe(200);
      }
    });
  }
}

test("the legacy media-centre address moves permanently to the media centre, which answers 200", async ({ page, request }) => {
  for (const locale of ["ko", "en"] as const) {
    const legacy = localizedPath("/view/media/mediaCenter_bk", locale);
    const response = await request.get(legacy, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(path("media-center", locale));
  }
  const landed = await page.goto("/view/media/mediaCenter_bk");
  expect(landed?.status()).toBe(200);
  await expect(page).toHaveURL(path("media-center", "ko"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ko["page.media-center.title"]);
});

test("an article's links, in markup the server rendered, prefetch on hover and navigate inside the app; a click with a modifier is the browser's", async ({ page, context }) => {
  const releases = boardIndexes.press;
  const view = path("media-press-view", "en");
  await openPage(page, `${view}?id=${releases[1]!.id}`);
  await expect(page.locator('[data-kept="article"]')).toHaveCount(1);
  await markDocument(page);

  const neighbours = page.getByRole("navigation", { name: en["media.neighbours"] });
  const prefetched = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === `${view}.data` && url.searchParams.get("id") === String(releases[2]!.id);
  });
  await neighbours.getByRole("link", { name: releases[2]!.title.en }).hover();
  expect((await prefetched).headers()["sec-purpose"]).toBe("prefetch");
  await neighbours.getByRole("link", { name: releases[2]!.title.en }).click();
  await expect(page).toHaveURL(`${view}?id=${releases[2]!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(releases[2]!.title.en);
  await expect(page).toHaveTitle(`${releases[2]!.title.en} | ${company.name.en}`);
  expect(await documentMarked(page)).toBe(true);

  // By keyboard: the page scrolls to its top 350 ms after the last navigation's request (the specification's loading
  // counter), and a pointer's click aimed at the link below, scrolled into view before that, once met the top of the page.
  await page.getByRole("link", { name: en["board.backToList"] }).press("Enter");
  await expect(page).toHaveURL(path("media-press", "en"));
  await expect(listItems(page).first()).toBeVisible();
  expect(await documentMarked(page)).toBe(true);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(releases[2]!.title.en);
  const opened = context.waitForEvent("page");
  await page.getByRole("link", { name: en["board.backToList"] }).click({ modifiers: ["ControlOrMeta"] });
  await expect(await opened).toHaveURL(path("media-press", "en"));
  await expect(page).toHaveURL(`${view}?id=${releases[2]!.id}`);
  expect(await documentMarked(page)).toBe(true);
});

test("news and press articles carry NewsArticle data for search engines; media-centre items do not", async ({ page }) => {
  for (const board of ["news", "press"] as const) {
    const [item] = boardIndexes[board];
    await page.goto(`${path(boards[board].view, "ja")}?id=${item!.id}`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({
      "@type": "NewsArticle",
      headline: item!.title.ja,
      datePublished: `${item!.date}T12:00:00+09:00`,
      inLanguage: "ja",
      mainEntityOfPage: `${company.siteUrl}${path(boards[board].view, "ja")}?id=${item!.id}`,
      publisher: { "@type": "Organization", name: company.name.ja },
    });
  }
  await page.goto(`${path("media-center-view", "ja")}?id=1`);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

const mediaItems = boardIndexes.mediaCenter;
const itemOfKind = <K extends "video" | "brochure" | "image">(kind: K) => mediaItems.find((item): item is Extract<typeof item, { kind: K }> => item.kind === kind)!;

test("a media-centre video loads none of its video until played, and has captions in every language", async ({ page }) => {
  const item = itemOfKind("video");
  const media: string[] = [];
  page.on("request", (request) => { if (new URL(request.url()).pathname.endsWith(".mp4")) media.push(request.url()); });
  await openPage(page, `${path("media-center-view", "zh")}?id=${item.id}`);
  const video = page.locator(".media-asset video");
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video.locator("source")).toHaveAttribute("src", `/media/products/${item.product}/${item.clip}.mp4`);
  await expect(video.locator("track")).toHaveCount(locales.length);
  await expect(video.locator("track[default]")).toHaveAttribute("srclang", "zh-Hans");
  expect(media).toEqual([]);
});

for (const locale of ["ko", "ja"] as const) {
  test(`in ${locale}, a media-centre brochure is a PDF written from the content, as its link says`, async ({ page, request }) => {
    for (const item of mediaItems.filter((entry) => entry.kind === "brochure")) {
      await openPage(page, `${path("media-center-view", locale)}?id=${item.id}`);
      const link = page.locator(".media-asset a.download-link");
      await expect(link).toHaveAttribute("download", `${company.slug}-${item.document}-${locale}.pdf`);
      const response = await request.get((await link.getAttribute("href"))!);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const bytes = await response.body();
      await expect(link).toContainText(formatFileSize(bytes.byteLength, locale));
      const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
      const info = (await pdf.getMetadata()).info as Record<string, unknown>;
      expect(info.Title).toBe(item.title[locale]);
      expect(info.Language).toBe(locale);
      const outline = ((await pdf.getOutline()) ?? []).map((entry) => entry.title);
      if (item.document === "product-portfolio") expect(outline).toEqual(products.map((product) => product.name));
      else expect(outline).toEqual(["about.overview", "history.milestones", "page.about-global.title"].map((key) => plainText(text(locale, key))));
    }
  });
}

test("a media-centre image shows a described preview and offers PNGs at the web and print sizes and lengths its links state", async ({ page, request }) => {
  const item = itemOfKind("image");
  await openPage(page, `${path("media-center-view", "en")}?id=${item.id}`);
  await expect(page.locator(".media-asset img")).toHaveAttribute("alt", item.alt.en);
  const links = page.locator(".media-asset a.download-link");
  await expect(links).toHaveCount(2);
  for (const [index, { width, height }] of [imageSizes.web, imageSizes.print].entries()) {
    const link = links.nth(index);
    await expect(link).toContainText(`${width.toLocaleString("en")} × ${height.toLocaleString("en")} px`);
    const response = await request.get((await link.getAttribute("href"))!);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    // The PNG header: the width and height are the IHDR chunk's first two 32-bit numbers.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    await expect(link).toContainText(formatFileSize(png.byteLength, "en"));
  }
});

test("the careers page recruits all year round, orders the hiring steps, and links to the culture page and the careers site", async ({ page }) => {
  await openPage(page, path("media-recruit", "en"));
  await expect(page.getByRole("heading", { level: 2, name: en["media.careers.yearRound"] })).toBeVisible();
  await expect(page.getByRole("list", { name: en["media.careers.process"] }).getByRole("listitem")).toHaveCount(5);
  await expect(page.getByRole("link", { name: en["media.careers.cultureLink"] })).toHaveAttribute("href", path("about-culture", "en"));
  // The first of the page's links to the careers site, under its opening words; each position has one of its own.
  const apply = page.getByRole("link", { name: en["media.careers.apply"] }).first();
  await expect(apply).toHaveAttribute("href", `${company.careersUrl}/`);
  await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
  await expect(apply).toHaveAttribute("target", "_blank");
});

test("the careers page lists the positions open on the day it was built, with their field, office and closing day, and says one is closed after its last day in Korea", async ({ page }) => {
  const { timestamp } = await readBuildMeta("build/client");
  const listed = positionsFile.positions.filter((position) => isPositionOpen(position, new Date(timestamp)));
  const closing = listed.filter((position) => "closes" in position).toSorted((a, b) => a.closes!.localeCompare(b.closes!))[0];
  // The visitor's clock is a minute into the day after that position's last, in Korea (UTC+9).
  if (closing) await page.clock.install({ time: Date.parse(`${closing.closes}T15:01:00Z`) });
  await openPage(page, path("media-recruit", "ja"));
  const positions = page.locator(".position-list > li");
  await expect(positions.getByRole("heading", { level: 3 })).toHaveText(listed.map((position) => keepWordsWhole(position.title.ja)));
  const [newest] = listed;
  await expect(positions.first().locator(".tag")).toHaveText([
    keepWordsWhole(careers.fields.find((field) => field.id === newest!.field)!.title.ja),
    text("ja", `careers.employment.${newest!.employment}`),
    text("ja", `careers.experience.${newest!.experience}`),
  ]);
  for (const position of listed) {
    const card = positions.filter({ has: page.getByRole("heading", { name: keepWordsWhole(position.title.ja), exact: true }) });
    const closed = position === closing;
    await expect(card.getByRole("link", { name: ja["media.careers.apply"] })).toHaveCount(closed ? 0 : 1);
    await expect(card.getByText(ja["media.careers.closed"])).toHaveCount(closed ? 1 : 0);
    await expect(card).toContainText(keepWordsWhole(position.summary.ja));
    if (!position.closes) await expect(card).toContainText(ja["media.careers.untilFilled"]);
  }
});

test("a position has its own page: what the work is and asks for, a way to apply, its JobPosting, and the way back to the list", async ({ page }) => {
  const { timestamp } = await readBuildMeta("build/client");
  const [newest] = positionsFile.positions.filter((position) => isPositionOpen(position, new Date(timestamp)));
  await openPage(page, path("media-recruit", "en"));
  await page.getByRole("link", { name: keepWordsWhole(newest!.title.en), exact: true }).click();
  await expect(page).toHaveURL(`${path("media-recruit-view", "en")}?id=${newest!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(keepWordsWhole(newest!.title.en));
  await expect(page.locator("main .fact-list").first().getByRole("listitem")).toHaveText(newest!.duties.en.map(keepWordsWhole));
  await expect(page.locator("main .fact-list").nth(1).getByRole("listitem")).toHaveText(newest!.requirements.en.map(keepWordsWhole));
  await expect(page.getByRole("link", { name: en["media.careers.apply"] })).toHaveAttribute("href", `${company.careersUrl}/`);
  const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!) as Record<string, unknown>;
  expect(posting).toMatchObject({ "@type": "JobPosting", title: newest!.title.en, datePosted: newest!.opened, hiringOrganization: { name: company.name.en } });
  if (newest!.closes) expect(posting.validThrough).toBe(`${newest!.closes}T23:59:59+09:00`);
  await page.getByRole("link", { name: en["media.careers.allPositions"] }).click();
  await expect(page).toHaveURL(`${path("media-recruit", "en")}#position-${newest!.id}`);
  const missing = await openPage(page, `${path("media-recruit-view", "en")}?id=no-such-position`);
  expect(missing?.status()).toBe(404);
});

test("the careers page's recruiting notices open one at a time, newest first, and the address can open one", async ({ page }) => {
  const [newest, second] = noticesFile.notices;
  await openPage(page, `${path("media-recruit", "zh")}#notice-${second!.id}`);
  const notices = page.locator("details[name=recruiting-notices]");
  await expect(notices.locator("h3")).toHaveText(noticesFile.notices.map((notice) => keepWordsWhole(notice.title.zh)));
  await expect(notices.nth(1)).toHaveAttribute("open", "");
  await expect(notices.nth(0).locator("time")).toHaveText(formatDate(newest!.date, "zh"));
  await notices.nth(0).locator("summary").click();
  await expect(notices.nth(0)).toHaveAttribute("open", "");
  await expect(notices.nth(1)).not.toHaveAttribute("open");
});

test("a link inside a recruiting notice, markup the browser kept from the server, navigates inside the app", async ({ page }) => {
  const privacyLink = new RegExp(`\\[([^\\]]+)\\]\\(${path("privacy-general", "ja")}\\)`);
  const notice = noticesFile.notices.find((candidate) => privacyLink.test(candidate.text.ja))!;
  const [, linkText] = notice.text.ja.match(privacyLink)!;
  await openPage(page, `${path("media-recruit", "ja")}#notice-${notice.id}`);
  await markDocument(page);
  await page.locator(`[data-kept] [id="notice-${notice.id}"]`).getByRole("link", { name: keepWordsWhole(linkText!) }).click();
  await expect(page).toHaveURL(path("privacy-general", "ja"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(keepWordsWhole(ja["page.privacy-general.title"]));
  expect(await documentMarked(page)).toBe(true);
});

test("the social page links to each channel in a new window, on allowed hosts only", async ({ page }) => {
  await openPage(page, path("media-social", "ko"));
  for (const channel of company.socialChannels) {
    const link = page.getByRole("link", { name: new RegExp(`^${ko["media.social.visit"].replace("{network}", ko[`media.social.network.${channel.network}` as Key])}`) });
    await expect(link).toHaveAttribute("href", channel.url);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(company.allowedExternalHosts).toContain(new URL(channel.url).hostname);
  }
});

test("media is an area of the header and the drawer with its five pages", async ({ page }) => {
  const media = navigation.find((area) => area.id === "media")!.pages;
  await openPage(page, "/en");
  const header = page.getByRole("navigation", { name: en["nav.label"] }).first();
  await header.getByRole("button", { name: en["area.media"] }).click();
  for (const id of media) await expect(header.getByRole("link", { name: en[`page.${id}.title` as Key], exact: true })).toHaveAttribute("href", path(id, "en"));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: en["nav.open"] }).click();
  await page.getByRole("dialog").getByRole("link", { name: en["page.media-press.title"] }).click();
  await expect(page).toHaveURL(path("media-press", "en"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en["page.media-press.title"]);
});

test("the sitemap lists every press release and media-centre item in every language, with its alternates", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  await page.goto("/");
  const entries = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    return [...doc.getElementsByTagName("url")].map((url) => ({
      loc: url.getElementsByTagName("loc")[0]!.textContent,
      alternates: url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length,
    }));
  }, sitemap);
  for (const board of ["press", "mediaCenter"] as const) {
    for (const item of boardIndexes[board]) {
      for (const locale of locales) {
        const entry = entries.find((candidate) => candidate.loc === `${company.siteUrl}${path(boards[board].view, locale)}?id=${item.id}`);
        expect(entry?.alternates, `${board} ${item.id} ${locale}`).toBe(locales.length + 1);
      }
    }
  }
});
