import { defaultLocale, type Locale } from "#app/i18n/locales";
import { localizedPath } from "#app/i18n/paths";
import { PAGE_NUMBER } from "./page-number";
import type { PageId } from "./pages";

export const newsCategories = ["company", "product", "partnership", "award", "esg"] as const;
export const pressCategories = ["company", "product", "partnership", "financial", "esg"] as const;
/** The media centre's items are filtered by their kind. */
export const mediaKinds = ["video", "brochure", "image"] as const;
export type BoardCategory = (typeof newsCategories)[number] | (typeof pressCategories)[number] | (typeof mediaKinds)[number];

/** The three bulletin boards: each a list page and a detail page of the registry, and for news and press a feed. */
export const boards = {
  news: { list: "media-news", view: "media-news-view", categories: newsCategories, feed: "/view/media/news/rss.xml" },
  press: { list: "media-press", view: "media-press-view", categories: pressCategories, feed: "/view/media/press/rss.xml" },
  mediaCenter: { list: "media-center", view: "media-center-view", categories: mediaKinds, feed: null },
} as const satisfies Record<string, { list: PageId; view: PageId; categories: readonly BoardCategory[]; feed: string | null }>;
export type BoardId = keyof typeof boards;
export const boardIds = Object.keys(boards) as BoardId[];
export type FeedBoardId = { [B in BoardId]: (typeof boards)[B]["feed"] extends string ? B : never }[BoardId];
export const feedBoardIds = boardIds.filter((id): id is FeedBoardId => boards[id].feed !== null);

/** The board whose list or detail page `page` is. */
export function boardOf(role: "list" | "view", page: PageId): BoardId {
  const board = boardIds.find((id) => boards[id][role] === page);
  if (!board) throw new Error(`${page} is no board's ${role} page`);
  return board;
}

export const BOARD_PAGE_SIZE = 10;

/**
 * When an item dated `date` was published: noon in Korea, written in KST. The pages, their structured data and
 * the feeds all name this one instant, and none depends on the build machine's time zone.
 */
export const publishedAt = (date: string) => `${date}T12:00:00+09:00`;

/** Where a list stands: a category (null for all) and a page number. */
export type BoardQuery = { category: BoardCategory | null; page: number };

/**
 * Reads `?category=&page=` of a list address; null when a value is not one the board knows, so the address
 * answers 404 instead of showing something other than what it names. Absent values mean all and page 1.
 */
export function parseBoardQuery(board: BoardId, search: URLSearchParams): BoardQuery | null {
  const category = search.get("category");
  const page = search.get("page");
  if (category !== null && !(boards[board].categories as readonly string[]).includes(category)) return null;
  if (page !== null && !PAGE_NUMBER.test(page)) return null;
  return { category: category as BoardCategory | null, page: page === null ? 1 : Number(page) };
}

/** The query string of a list address: all categories and page 1 are left out, so each list has one address. */
export function boardSearch({ category, page }: Partial<BoardQuery>): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The query string of an item's address, keeping the category of the list the visitor came from. */
export function boardItemSearch(id: number, category: BoardCategory | null): string {
  return `?${new URLSearchParams({ id: String(id), ...(category ? { category } : {}) })}`;
}

/** The brochures the build writes as PDFs, and the press images it draws, each at a web and a print size. */
export const brochureIds = ["product-portfolio", "company-profile"] as const;
export type BrochureId = (typeof brochureIds)[number];
export const artworkIds = ["logo-pack", "dolphin5-package"] as const;
export type ArtworkId = (typeof artworkIds)[number];
export const imageSizes = { web: { width: 1600, height: 1000 }, print: { width: 4800, height: 3000 } } as const;
export type ImageSize = keyof typeof imageSizes;
/** The size the item page shows, lighter than the web download on a phone; not offered as a download. */
export const PREVIEW_WIDTH = 800;

/** Brochures have an address per language; press images, which carry no text of a language, only the unprefixed one. */
const MEDIA_FILES = "/view/media/mediaCenter/files";
export const brochurePath = (id: BrochureId) => `${MEDIA_FILES}/${id}.pdf`;
export const artworkPath = (id: ArtworkId, size: ArtworkSize) => `${MEDIA_FILES}/${id}-${size}.png`;
export type ArtworkSize = ImageSize | "preview";
const artworkSizes = [...(Object.keys(imageSizes) as ImageSize[]), "preview"] as const satisfies readonly ArtworkSize[];

const mediaFiles = [
  ...brochureIds.map((id) => ({ path: brochurePath(id), file: { kind: "brochure", id } as const, localized: true })),
  ...artworkIds.flatMap((id) => artworkSizes.map((size) => ({ path: artworkPath(id, size), file: { kind: "artwork", id, size } as const, localized: false }))),
];

/** The media files' addresses in one language: each brochure, and for Korean also each press image. */
export const mediaFilePaths = (locale: Locale) =>
  mediaFiles.filter((entry) => entry.localized || locale === defaultLocale).map((entry) => localizedPath(entry.path, locale));

/** The file at a media-file address (without language prefix). */
export function mediaFileAt(path: string) {
  const entry = mediaFiles.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`No media file at ${path}`);
  return entry.file;
}
