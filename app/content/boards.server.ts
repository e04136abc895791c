import type { Locale } from "#app/i18n/locales";
import { BOARD_PAGE_SIZE, boardSearch, parseBoardQuery, type BoardCategory, type BoardId } from "#app/site/media";
import { shownInLocale, type InLocale } from "#app/i18n/in-locale";
import { renderMarkdown } from "./markdown";
import { boardBody, boardIndexes as content } from "./board-indexes";
import { attachmentView, uploadedImageView } from "./uploads.server";

export type MediaItem = (typeof content.mediaCenter)[number];

/** Each board's lines, once: the media centre's items are filtered by their kind. */
const entriesOf = (board: BoardId) =>
  content[board].map((item) => ({
    id: item.id,
    date: item.date,
    category: ("kind" in item ? item.kind : item.category) as BoardCategory,
    title: item.title,
    summary: item.summary,
  }));
const entries = { news: entriesOf("news"), press: entriesOf("press"), mediaCenter: entriesOf("mediaCenter") } satisfies Record<BoardId, unknown>;

/** A line of a board's list in one language. */
export type BoardEntry = InLocale<(typeof entries)[BoardId][number]>;

/** A board's lines in a category, or all of them. */
const listed = (board: BoardId, category: BoardCategory | null) => entries[board].filter((entry) => category === null || entry.category === category);

export function latestNews(locale: Locale, count: number): BoardEntry[] {
  return shownInLocale(entries.news.slice(0, count), locale);
}

/** Every item of a board in every language, for the feeds. */
export function boardItems(board: BoardId) {
  return entries[board];
}

/** One page of a board's list, or null when the address names a category or page the board does not have. */
export function boardList(board: BoardId, locale: Locale, search: URLSearchParams) {
  const query = parseBoardQuery(board, search);
  if (!query) return null;
  const matching = listed(board, query.category);
  const pageCount = Math.max(1, Math.ceil(matching.length / BOARD_PAGE_SIZE));
  if (query.page > pageCount) return null;
  const start = (query.page - 1) * BOARD_PAGE_SIZE;
  return { query, pageCount, items: shownInLocale(matching.slice(start, start + BOARD_PAGE_SIZE), locale) };
}

/** An item's photo and attached files, if it has them, and whether its figures are samples. */
function itemDetails(board: BoardId, id: number): Pick<(typeof content)[BoardId][number], "image" | "imageAlt" | "attachments" | "sampleFigures"> {
  return content[board].find((item) => item.id === id)!;
}

/** An item's id: a positive number (the content editor names a new item by the minute it was created: 12 digits). */
const ID = /^[1-9]\d{0,11}$/;

/**
 * One item with its body, the older and newer items of the same list (the category the visitor came
 * from, if any) and that list's page holding it; null for an id the list does not have.
 */
export function boardArticle(board: BoardId, locale: Locale, search: URLSearchParams) {
  const id = search.get("id") ?? "";
  const query = parseBoardQuery(board, search);
  if (!ID.test(id) || !query) return null;
  const matching = listed(board, query.category);
  const index = matching.findIndex((entry) => entry.id === Number(id));
  if (index === -1) return null;
  const neighbour = (at: number) => (matching[at] ? shownInLocale(matching[at], locale) : null);
  const { image, imageAlt, attachments, sampleFigures } = itemDetails(board, Number(id));
  return {
    item: { ...shownInLocale(matching[index]!, locale), sampleFigures },
    html: renderMarkdown(boardBody(board, Number(id), locale)!),
    image: image && imageAlt ? uploadedImageView(image, imageAlt[locale]) : null,
    attachments: (attachments?.[locale] ?? []).map((attachment) => attachmentView(attachment, locale)),
    category: query.category,
    older: neighbour(index + 1),
    newer: neighbour(index - 1),
    listSearch: boardSearch({ category: query.category, page: Math.floor(index / BOARD_PAGE_SIZE) + 1 }),
  };
}

export function mediaItem(id: number): MediaItem {
  const item = content.mediaCenter.find((entry) => entry.id === id);
  if (!item) throw new Error(`No media-centre item ${id}`);
  return item;
}
