import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createContext, StaticRouter, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { isDataRequest, requestLocale, requestPath } from "#app/i18n/paths";
import { SiteDataProvider, siteIn } from "#app/shell/use-site";

/** Per request: the content a document's loaders keep out of its hydration data, for `KeptMarkup` and `KeptHtml`. */
export const keptContentContext = createContext<Record<string, unknown>>({});

/**
 * The prerender hands a page's document the data it rendered for the page's `.data`, when that is under 8 KB, instead
 * of running the loaders. A document's loaders differ from its `.data`'s: they keep content out of its hydration data
 * (`keepOnServer`). This root middleware takes the hint away, so that every document runs them.
 */
export const documentsRunTheirLoaders: MiddlewareFunction<Response> = ({ request }) => {
  request.headers.delete("X-React-Router-Prerender-Data");
};

type Kept<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/**
 * Leaves `keys` out of a document's hydration data: the server renders them through `KeptMarkup` or `KeptHtml`, the
 * browser keeps that markup. A `.data` request (a client navigation, which has no markup yet) still gets them.
 */
export function keepOnServer<T extends Record<string, unknown>, K extends keyof T & string>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  data: T,
  keys: readonly K[],
): Kept<T, K> {
  if (isDataRequest(request)) return data;
  const kept: Record<string, unknown> = { ...context.get(keptContentContext) };
  const sent: Record<string, unknown> = { ...data };
  for (const key of keys) {
    kept[key] = data[key];
    delete sent[key];
  }
  context.set(keptContentContext, kept);
  return sent as Kept<T, K>;
}

type LoaderArgs = Parameters<typeof keepOnServer>[0];

/**
 * A loader's data with sections rendered here in the request's language, for `KeptHtml` by name, and kept out of the
 * document's hydration data. Sections with no behaviour in the browser (tables, charts, lists of facts) are sent as
 * markup, so their components and content stay out of the client's JavaScript. Each name prefixes its section's
 * element ids, which stay unique on the page. Their links to the site's own pages render as `Link` renders them, and
 * the shell makes a click on one a client navigation (`SiteLinks`).
 */
export function keepRendered<T extends Record<string, unknown>, K extends string>(
  args: LoaderArgs,
  data: T,
  sections: Record<K, ReactElement>,
) {
  const rendered = renderOnServer(args.request, sections);
  return keepOnServer(args, { ...data, ...rendered }, Object.keys(sections) as K[]);
}

/** Sections rendered to markup in the request's language, with the request's location, as `KeptHtml` shows them. */
export function renderOnServer<K extends string>(request: Request, sections: Record<K, ReactElement>): Record<K, string> {
  const site = siteIn(requestLocale(request));
  const location = requestPath(request) + new URL(request.url).search;
  const entries = Object.entries<ReactElement>(sections).map(([name, section]) => [
    name,
    renderToStaticMarkup(
      <StaticRouter location={location}>
        <SiteDataProvider site={site}>{section}</SiteDataProvider>
      </StaticRouter>,
      { identifierPrefix: `${name}-` },
    ),
  ]);
  return Object.fromEntries(entries) as Record<K, string>;
}
