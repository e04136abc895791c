import { renderMarkdown } from "./markdown";
import type { Locale } from "#app/i18n/locales";
import type { RecruitingNotice } from "./schemas";
import { keepWordsWhole } from "#app/i18n/unbreakable-terms";

/** A recruiting notice in one language as the pages show it, its Markdown rendered: kept apart from careers.ts, which the browser loads. */
export function recruitingNoticeIn(notice: RecruitingNotice, locale: Locale) {
  return { id: `notice-${notice.id}`, date: notice.date, title: keepWordsWhole(notice.title[locale]), html: renderMarkdown(notice.text[locale]) };
}
