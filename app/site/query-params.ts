import { ALERT_TOKEN_PARAM, alertLinkPageIds } from "#app/alerts/link-pages";
import { locales } from "#app/i18n/locales";
import { localizedPath, pagePathOf } from "#app/i18n/paths";
import { type PageId, pageIds, pages } from "./pages";
import { COMPARISON_CSV_PATH } from "./technology";

/** The query parameters of the addresses that read any, besides the pages' own (`params` in the registry). */
const RESOURCE_PARAMS: Record<string, readonly string[]> = { [COMPARISON_CSV_PATH]: ["column"] };
/** React Router's parameter of a client navigation's `.data` request: which routes' loaders it asks for. */
const DATA_PARAMS = ["_routes"];
/** React Router's route discovery (`/__manifest?paths=…&version=…`): the paths whose routes it asks for, and its build. */
const MANIFEST_PATH = "/__manifest";
const MANIFEST_PARAMS: ReadonlySet<string> = new Set(["paths", "version"]);

/** A board's list reads its category and page number; an item's page, the item and the list it was opened from. */
const BOARD_PARAMS = ["category", "page"];
const BOARD_ITEM_PARAMS = ["id", "category"];

/**
 * The query parameters each page's loader reads: the server renders a page with these alone, and any other changes
 * nothing. Kept here, beside the server's use, rather than in the page registry, which the browser bundle carries.
 */
const PAGE_PARAMS: Partial<Record<PageId, readonly string[]>> = {
  "about-contact": ["product", "subject", "sent"],
  "technology-search": ["q", "page"],
  "media-news": BOARD_PARAMS,
  "media-news-view": BOARD_ITEM_PARAMS,
  "media-press": BOARD_PARAMS,
  "media-press-view": BOARD_ITEM_PARAMS,
  "media-center": BOARD_PARAMS,
  "media-center-view": BOARD_ITEM_PARAMS,
  "media-recruit-view": ["id"],
  "media-alerts": ["topic", "sent"],
  ...Object.fromEntries(alertLinkPageIds.map((id) => [id, [ALERT_TOKEN_PARAM]])),
};
const pageParams = (id: PageId): readonly string[] => PAGE_PARAMS[id] ?? [];

const readAt = (extra: readonly string[]) =>
  new Map(
    locales.flatMap((locale) =>
      [...pageIds.map((id) => [pages[id].path, pageParams(id)] as const), ...Object.entries(RESOURCE_PARAMS)].map(
        ([path, params]) => [localizedPath(path, locale), new Set([...params, ...extra])] as const,
      ),
    ),
  );
const documentParams = readAt([]);
const dataParams = readAt(DATA_PARAMS);
const NONE: ReadonlySet<string> = new Set();
const DATA_ONLY: ReadonlySet<string> = new Set(DATA_PARAMS);

/**
 * The query parameters the route at `path` reads (a `.data` path: its page's, and React Router's own); none for an
 * address no route with parameters answers. A page rendered with these alone is the page asked for.
 */
export function paramsReadAt(path: string): ReadonlySet<string> {
  if (path === MANIFEST_PATH) return MANIFEST_PARAMS;
  if (!path.endsWith(".data")) return documentParams.get(path) ?? NONE;
  return dataParams.get(pagePathOf(path)) ?? DATA_ONLY;
}
