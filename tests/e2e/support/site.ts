import { htmlLang, locales, type Locale } from "../../../app/i18n/locales";
import { localizedPath } from "../../../app/i18n/paths";
import { pages, standalonePageIds, type PageId } from "../../../app/site/pages";
import newsIndex from "../../../content/news/index.json" with { type: "json" };

export { htmlLang, locales, type Locale, localizedPath };

/** Every address of the site in every language: every page and every news article. */
export const everyPage: { id: PageId; locale: Locale; path: string }[] = locales.flatMap((locale) => [
  ...standalonePageIds.map((id) => ({ id, locale, path: localizedPath(pages[id].path, locale) })),
  ...newsIndex.map((item) => ({
    id: "media-news-view" as const,
    locale,
    path: `${localizedPath(pages["media-news-view"].path, locale)}?id=${item.id}`,
  })),
]);

/** The error pages in every language: an unknown address, and a detail page whose id fails validation. */
export const errorPages = locales.flatMap((locale) => [
  { kind: "not found", status: 404, locale, path: localizedPath("/view/nothing/here", locale) },
  { kind: "failed validation", status: 404, locale, path: `${localizedPath(pages["media-news-view"].path, locale)}?id=abc` },
] as const);
