import { expect, test, type APIRequestContext } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import type { Element } from "domhandler";
import { company } from "../../app/config/company";
import { boardIndexes } from "../../app/content/board-indexes";
import { artworkPath, boards, type BoardId } from "../../app/site/media";
import { pages, type PageId } from "../../app/site/pages";
import { everyPage, htmlLang, locales, localizedPath, type Locale } from "./support/site";

/**
 * What search engines and social networks read, checked with an independent parser (htmlparser2) over the
 * served HTML rather than through the browser's DOM: Open Graph, JSON-LD, the feeds' dates, and file sizes.
 */

const KST_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;
const path = (id: PageId, locale: Locale) => localizedPath(pages[id].path, locale);
const itemPath = (board: BoardId, id: number, locale: Locale) => `${path(boards[board].view, locale)}?id=${id}`;
const image = boardIndexes.mediaCenter.find((item) => item.kind === "image")!;
const brochure = boardIndexes.mediaCenter.find((item) => item.kind === "brochure")!;

async function parsed(request: APIRequestContext, address: string) {
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  return parseDocument(await response.text(), { xmlMode: response.headers()["content-type"]?.includes("xml") });
}

const elements = (document: ReturnType<typeof parseDocument>, test: (element: Element) => boolean) => DomUtils.findAll(test, document.children);
const metaContent = (document: ReturnType<typeof parseDocument>, property: string) =>
  elements(document, (element) => element.name === "meta" && (element.attribs.property ?? element.attribs.name) === property).map((element) => element.attribs.content);
const jsonLd = (document: ReturnType<typeof parseDocument>) =>
  elements(document, (element) => element.name === "script" && element.attribs.type === "application/ld+json").map((element) => JSON.parse(DomUtils.textContent(element)));

/** The width and height of a PNG at a site address: the IHDR chunk's first two 32-bit numbers. */
async function pngSize(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${company.siteUrl}/`), url).toBe(true);
  const response = await request.get(new URL(url).pathname);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The size a download link should state: whole kilobytes, the number as the language writes it, one unit symbol. */
async function statedSize(request: APIRequestContext, href: string, locale: Locale) {
  const bytes = (await (await request.get(href)).body()).byteLength;
  return `${Math.round(bytes / 1000).toLocaleString(htmlLang[locale])}\u00a0kB`;
}

test("no page's title, description or share texts carry the invisible joins that keep its words whole on screen", async ({ request }) => {
  const joins = /[\u2060\u00a0]/;
  const addresses = [...everyPage.map((page) => page.path), "/view/media/press?page=2"];
  for (const address of addresses) {
    const document = await parsed(request, address);
    const texts = [
      DomUtils.textContent(elements(document, (element) => element.name === "title" && (element.parent as Element | null)?.name === "head")),
      ...["description", "og:title", "og:description", "og:image:alt", "twitter:image:alt"].flatMap((name) => metaContent(document, name)),
    ];
    for (const text of texts) expect(text, address).not.toMatch(joins);
  }
});

for (const locale of locales) {
  test(`in ${locale}, every sampled page shares an image with its size and description, and detail pages are articles`, async ({ request }) => {
    const detail = [
      ...(["news", "press"] as const).map((board) => ({ board, item: boardIndexes[board][0]! })),
      { board: "mediaCenter" as const, item: image },
      { board: "mediaCenter" as const, item: brochure },
    ];
    const samples = [
      ...(["home", "about-company", "sustainability-vision", "media-news"] as const).map((id) => ({ address: path(id, locale), detail: null })),
      ...detail.map((entry) => ({ address: itemPath(entry.board, entry.item.id, locale), detail: entry })),
    ];
    for (const { address, detail } of samples) {
      const document = await parsed(request, address);
      const [imageUrl] = metaContent(document, "og:image");
      const [width] = metaContent(document, "og:image:width");
      const [height] = metaContent(document, "og:image:height");
      const [alt] = metaContent(document, "og:image:alt");
      expect(await pngSize(request, imageUrl!), `${address}: og:image:width and og:image:height`).toEqual({ width: Number(width), height: Number(height) });
      expect(alt, `${address}: og:image:alt`).toMatch(/\S/);
      expect(metaContent(document, "twitter:image:alt")).toEqual([alt]);
      if (!detail) {
        expect(metaContent(document, "og:type"), address).toEqual(["website"]);
        expect(metaContent(document, "article:published_time"), address).toEqual([]);
        continue;
      }
      expect(metaContent(document, "og:type"), address).toEqual(["article"]);
      const [published] = metaContent(document, "article:published_time");
      expect(published, `${address}: article:published_time`).toMatch(KST_INSTANT);
      expect(published!.slice(0, 10)).toBe(detail.item.date);
      if (detail.item === image) {
        expect(imageUrl).toBe(company.siteUrl + artworkPath(image.artwork, "web"));
        expect(alt).toBe(image.alt[locale]);
      } else {
        expect(imageUrl).toBe(`${company.siteUrl}/og-image.png`);
      }
      if (detail.board === "mediaCenter") continue;

      const feed = await parsed(request, localizedPath(boards[detail.board].feed, locale));
      const feedItem = elements(feed, (element) => element.name === "item").find((element) =>
        DomUtils.textContent(DomUtils.getElementsByTagName("link", element)[0]!) === company.siteUrl + address,
      )!;
      const pubDate = new Date(DomUtils.textContent(DomUtils.getElementsByTagName("pubDate", feedItem)[0]!));
      expect(new Date(published!).getTime(), `${address}: the page and the feed name one instant`).toBe(pubDate.getTime());
      const [article] = jsonLd(document);
      expect(article).toMatchObject({ "@type": "NewsArticle", datePublished: published });
      expect(article.dateModified).toMatch(KST_INSTANT);
      const logo = await pngSize(request, article.publisher.logo.url);
      expect(Math.min(logo.width, logo.height), "Google asks for a logo of at least 112 × 112").toBeGreaterThanOrEqual(112);
      expect(article.publisher.logo).toMatchObject(logo);
    }
  });

  test(`in ${locale}, the organisation's logo is a raster image of at least 112 × 112, and file sizes are written one way`, async ({ request }) => {
    const [organization] = jsonLd(await parsed(request, path("home", locale)));
    expect(organization["@type"]).toBe("Organization");
    const logo = await pngSize(request, organization.logo.url);
    expect(Math.min(logo.width, logo.height)).toBeGreaterThanOrEqual(112);
    expect(organization.logo).toMatchObject(logo);

    for (const address of [itemPath("mediaCenter", brochure.id, locale), itemPath("mediaCenter", image.id, locale), path("sustainability-vision", locale)]) {
      const links = elements(await parsed(request, address), (element) => element.name === "a" && (element.attribs.class ?? "").split(" ").includes("download-link"));
      const sized = links.filter((link) => /PDF|PNG/.test(DomUtils.textContent(link)));
      expect(sized.length, address).toBeGreaterThan(0);
      for (const link of sized) expect(DomUtils.textContent(link)).toContain(await statedSize(request, link.attribs.href!, locale));
    }
  });
}
