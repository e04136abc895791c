import { renderMarkdown } from "./markdown";
import type { Locale } from "#app/i18n/locales";
import type { RecruitingNotice } from "./schemas";

/** A recruiting notice in one language, its Markdown rendered: kept apart from careers.ts, which the browser loads. */
export function recruitingNoticeIn(notice: RecruitingNotice, locale: Locale) {
  return { id: `notice-${notice.id}`, date: notice.date, title: notice.title[locale], html: renderMarkdown(notice.text[locale]) };
}
