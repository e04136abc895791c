import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createContext, StaticRouter, type RouterContextProvider } from "react-router";
import { isDataRequest, requestLocale, requestPath } from "#app/i18n/paths";
import { LanguageValueProvider, languageIn } from "#app/shell/use-language";

/** Per request: the content a document's loaders keep out of its hydration data, for `KeptMarkup` and `KeptHtml`. */
export const keptDataContext = createContext<Record<string, unknown>>({});

type Kept<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/**
 * Leaves `keys` out of a document's hydration data: the server renders them through `KeptMarkup` or `KeptHtml`, the
 * browser keeps that markup. A `.data` request (a client navigation, which has no markup yet) still gets them.
 */
export function keepOutOfHydration<T extends Record<string, unknown>, K extends keyof T & string>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  data: T,
  keys: readonly K[],
): Kept<T, K> {
  if (isDataRequest(request)) return data;
  const kept: Record<string, unknown> = { ...context.get(keptDataContext) };
  const sent: Record<string, unknown> = { ...data };
  for (const key of keys) {
    kept[key] = data[key];
    delete sent[key];
  }
  context.set(keptDataContext, kept);
  return sent as Kept<T, K>;
}

type LoaderArgs = Parameters<typeof keepOutOfHydration>[0];

/**
 * A loader's data with sections rendered here in the request's language, for `KeptHtml` by name, and kept out of the
 * document's hydration data. Sections with no behaviour in the browser (tables, charts, lists of facts) are sent as
 * markup, so their components and content stay out of the client's JavaScript. Each name prefixes its section's
 * element ids, which stay unique on the page. Their links to the site's own pages render as `Link` renders them, and
 * the shell makes a click on one a client navigation (`SiteLinkNavigation`).
 */
export function keepRenderedSections<T extends Record<string, unknown>, K extends string>(
  args: LoaderArgs,
  data: T,
  sections: Record<K, ReactElement>,
) {
  const rendered = renderSections(args.request, sections);
  return keepOutOfHydration(args, { ...data, ...rendered }, Object.keys(sections) as K[]);
}

/** Sections rendered to markup in the request's language, with the request's location, as `KeptHtml` shows them. */
export function renderSections<K extends string>(request: Request, sections: Record<K, ReactElement>): Record<K, string> {
  const language = languageIn(requestLocale(request));
  const location = requestPath(request) + new URL(request.url).search;
  const entries = Object.entries<ReactElement>(sections).map(([name, section]) => [
    name,
    renderToStaticMarkup(
      <StaticRouter location={location}>
        <LanguageValueProvider language={language}>{section}</LanguageValueProvider>
      </StaticRouter>,
      { identifierPrefix: `${name}-` },
    ),
  ]);
  return Object.fromEntries(entries) as Record<K, string>;
}
