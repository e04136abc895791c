import noticeJson from "../../content/notice.json";
import type { Locale } from "#app/i18n/locales";
import { noticeIn } from "./notice";
import { parsedContentFile } from "./content-files";

const notice = parsedContentFile("content/notice.json", noticeJson);

/**
 * The home page's notice in one language; null while it is switched off. Its days are checked in the visitor's browser
 * before the first paint (boot-script.ts): the home page is prerendered.
 */
export function homeNotice(locale: Locale) {
  return notice.shown ? noticeIn(notice, locale) : null;
}
