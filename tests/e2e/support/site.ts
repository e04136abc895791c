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
