import { htmlLang, locales, type Locale } from "../../../app/i18n/locales";
import { localizedPath } from "../../../app/i18n/paths";
import { pages, standalonePageIds, type PageId } from "../../../app/site/pages";
import { SERVER_ERROR_PROBE_PATH } from "../../../app/site/server-error-probe.server";
import { boardIndexes } from "../../../app/content/board-indexes";
import { boardIds, boards } from "../../../app/site/media";
import { isPositionOpen, positionSearch } from "../../../app/content/careers";
import positionsFile from "../../../content/careers/positions.json" with { type: "json" };

export { htmlLang, locales, type Locale, localizedPath };

/** A query that finds pages (more than one page of results) in each language. */
export const sampleQueries: Record<Locale, string> = { ko: "뮌헨에", en: "Munich", zh: "慕尼黑", ja: "ミュンヘン" };

/** The positions posted by today: each has its page, open or closed since. */
const postedPositions = positionsFile.positions.filter((position) => isPositionOpen({ opened: position.opened }, new Date()));

/**
 * Every address of the site in every language: every page, the search results of a query, every item of every board
 * and every position posted.
 */
export const everyPage: { id: PageId; locale: Locale; path: string }[] = locales.flatMap((locale) => [
  ...standalonePageIds.map((id) => ({ id, locale, path: localizedPath(pages[id].path, locale) })),
  { id: "technology-search", locale, path: `${localizedPath(pages["technology-search"].path, locale)}?${new URLSearchParams({ q: sampleQueries[locale] })}` },
  ...boardIds.flatMap((board) =>
    boardIndexes[board].map((item) => ({ id: boards[board].view, locale, path: `${localizedPath(pages[boards[board].view].path, locale)}?id=${item.id}` })),
  ),
  ...postedPositions.map((position) => ({ id: "media-recruit-view" as const, locale, path: localizedPath(pages["media-recruit-view"].path, locale) + positionSearch(position.id) })),
]);

/** The error pages in every language: an unknown address, a detail page whose id fails validation, a server error. */
export const errorPages = locales.flatMap((locale) => [
  { kind: "not found", status: 404, locale, path: localizedPath("/view/nothing/here", locale) },
  { kind: "failed validation", status: 404, locale, path: `${localizedPath(pages["media-news-view"].path, locale)}?id=abc` },
  { kind: "server error", status: 500, locale, path: localizedPath(SERVER_ERROR_PROBE_PATH, locale) },
] as const);
