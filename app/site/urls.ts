import { localizedPath } from "#app/i18n/paths";
import { locales, type Locale } from "#app/i18n/locales";
import { pages, prerenderedPageIds, type PageId } from "./pages";

export function pagePath(id: PageId, locale: Locale): string {
  return localizedPath(pages[id].path, locale);
}

/** Every prerendered address: each page without a query-dependent body, in every language. */
export function prerenderedPaths(): string[] {
  return locales.flatMap((locale) => prerenderedPageIds.map((id) => pagePath(id, locale)));
}
