import { localizedPath } from "#app/i18n/paths";
import { locales, type Locale } from "#app/i18n/locales";
import { pages, prerenderedPageIds, type PageId } from "./pages";
import { logoImage, mailLogoImage } from "./logo-mark";
import { boards, feedBoardIds, mediaFilePaths } from "./media";
import { IR_CALENDAR_PATH } from "./investor-relations";
import { POLICY_BOOK_PATH } from "./sustainability";

/** The id of a page's route in one language (app/routes.ts), as a client navigation's `.data` request names it. */
export const pageRouteId = (id: PageId, locale: Locale) => `${locale}/${id}`;

export function pagePath(id: PageId, locale: Locale): string {
  return localizedPath(pages[id].path, locale);
}

/** Every prerendered address: each page without a query-dependent body, in every language. */
export function prerenderedPaths(): string[] {
  return locales.flatMap((locale) => prerenderedPageIds.map((id) => pagePath(id, locale)));
}

/**
 * Files the build writes beside the pages: the ESG policy book, the news and press feeds, the media centre's files
 * and the IR calendar in every language, the logo for search engines and the alert mails' header logo.
 */
export function prerenderedFiles(): string[] {
  return [
    logoImage.path,
    mailLogoImage.path,
    ...locales.flatMap((locale) => [
      localizedPath(POLICY_BOOK_PATH, locale),
      localizedPath(IR_CALENDAR_PATH, locale),
      ...feedBoardIds.map((board) => localizedPath(boards[board].feed, locale)),
      ...mediaFilePaths(locale),
    ]),
  ];
}
