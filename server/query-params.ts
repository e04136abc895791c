import { ALERT_TOKEN_PARAM, alertLinkPageIds } from "#app/alerts/link-pages";
import { presetTopic, SIGNED_UP_MARK } from "#app/alerts/signup-form";
import { isShownChip } from "#app/content/technology.server";
import { type Locale, locales } from "#app/i18n/locales";
import { localizedPath, pagePathOf } from "#app/i18n/paths";
import { presetSubject } from "#app/inquiries/schema";
import { type PageId, pageIds, pages } from "#app/site/pages";
import { COMPARISON_CSV_PATH, comparisonColumns } from "#app/site/technology";
import { pageRouteId } from "#app/site/urls";

/**
 * A parameter a route reads. `kept`: whether a value makes a page of its own, whose answer the render cache may keep;
 * a value the page shows the same as its absence (`?product=` of no product) or that is one visitor's own would each
 * take an entry for a page already kept, and values without end would push the site's pages out. `repeats`: the route
 * reads every value given (`getAll`); any other reads the first alone, so that a second one changes nothing.
 */
type Param = { kept: (value: string) => boolean; repeats?: true };
/** The parameters a route reads, by name. */
type ParamsRead = ReadonlyMap<string, Param>;

/**
 * Every value: the page answers one it does not know with a 404, which the cache does not keep at an address with a
 * query, or the page is never kept (search results, an alert link's page).
 */
const ANY: Param = { kept: () => true };
/** No value: it is one visitor's own (an inquiry's reference on the page that thanks them). */
const VISITORS_OWN: Param = { kept: () => false };
/** The values `kept` accepts. */
const oneOf = (kept: (value: string) => boolean): Param => ({ kept });

/** The query parameters of the addresses that read any, besides the pages' own (`params` in the registry). */
const RESOURCE_PARAMS: Record<string, Record<string, Param>> = {
  [COMPARISON_CSV_PATH]: { column: { kept: (value) => (comparisonColumns as readonly string[]).includes(value), repeats: true } },
};
/** React Router's id of the root route (app/root.tsx). */
const ROOT_ROUTE_ID = "root";
/**
 * React Router's parameter of a client navigation's `.data` request: which routes' loaders it asks for, the root's
 * and the page's.
 */
const dataParams = (routeId: string): Record<string, Param> => ({
  _routes: oneOf((value) => value.split(",").every((id) => id === ROOT_ROUTE_ID || id === routeId)),
});
/** React Router's route discovery (`/__manifest?paths=…&version=…`): the paths whose routes it asks for, and its build. */
const MANIFEST_PATH = "/__manifest";

/** A board's list reads its category and page number; an item's page, the item and the list it was opened from. */
const BOARD_PARAMS = { category: ANY, page: ANY };
const BOARD_ITEM_PARAMS = { id: ANY, category: ANY };

/**
 * The query parameters each page's loader reads: the server renders a page with these alone, and any other changes
 * nothing. Kept here, beside the server's use, rather than in the page registry, which the browser bundle carries.
 */
const PAGE_PARAMS: Partial<Record<PageId, (locale: Locale) => Record<string, Param>>> = {
  "about-contact": (locale) => ({
    product: oneOf((value) => isShownChip(locale, value)),
    subject: oneOf((value) => presetSubject(value) !== null),
    sent: VISITORS_OWN,
  }),
  "technology-search": () => ({ q: ANY, page: ANY }),
  "media-news": () => BOARD_PARAMS,
  "media-news-view": () => BOARD_ITEM_PARAMS,
  "media-press": () => BOARD_PARAMS,
  "media-press-view": () => BOARD_ITEM_PARAMS,
  "media-center": () => BOARD_PARAMS,
  "media-center-view": () => BOARD_ITEM_PARAMS,
  "media-recruit-view": () => ({ id: ANY }),
  "media-alerts": () => ({ topic: oneOf((value) => presetTopic(value) !== null), sent: oneOf((value) => value === SIGNED_UP_MARK) }),
  ...Object.fromEntries(alertLinkPageIds.map((id) => [id, () => ({ [ALERT_TOKEN_PARAM]: ANY })])),
};

/** Each address's parameters (`withData`: its `.data` request's, which adds React Router's own). */
const readAt = (withData: boolean) =>
  new Map<string, ParamsRead>(
    locales.flatMap((locale) => [
      ...pageIds.map((id) => {
        const params = { ...PAGE_PARAMS[id]?.(locale), ...(withData ? dataParams(pageRouteId(id, locale)) : {}) };
        return [localizedPath(pages[id].path, locale), new Map(Object.entries(params))] as const;
      }),
      ...Object.entries(RESOURCE_PARAMS).map(([path, params]) => [localizedPath(path, locale), new Map(Object.entries(params))] as const),
    ]),
  );
const documentParams = readAt(false);
const pageDataParams = readAt(true);
const NONE: ParamsRead = new Map();
/** A `.data` request at an address no page answers: a 404 whichever routes it names. */
const DATA_ONLY: ParamsRead = new Map([["_routes", ANY]]);
const MANIFEST_PARAMS: ParamsRead = new Map([
  ["paths", oneOf((value) => value.split(",").every((path) => documentParams.has(path)))],
  ["version", ANY],
]);

/**
 * The query parameters the route at `path` reads (a `.data` path: its page's, and React Router's own); none for an
 * address no route with parameters answers. A page rendered with these alone is the page asked for.
 */
export function paramsReadAt(path: string): ParamsRead {
  if (path === MANIFEST_PATH) return MANIFEST_PARAMS;
  if (!path.endsWith(".data")) return documentParams.get(path) ?? NONE;
  return pageDataParams.get(pagePathOf(path)) ?? DATA_ONLY;
}

/**
 * Whether the render cache may keep the answer to `path` with `query` (a canonical URL's): each parameter the route
 * reads has a value that makes a page of its own.
 */
export function keepsAnswerTo(path: string, query: URLSearchParams): boolean {
  const read = paramsReadAt(path);
  return [...query].every(([name, value]) => read.get(name)?.kept(value) ?? true);
}
