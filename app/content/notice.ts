import type { z } from "zod";
import type { Locale } from "#app/i18n/locales";
import { localizedPath } from "#app/i18n/paths";
import type { noticeSchema } from "./schemas";

/** The home page's notice in one language, its link (a site page without the language) made that language's. */
export function noticeIn(notice: Pick<z.infer<typeof noticeSchema>, "title" | "text" | "link">, locale: Locale) {
  const [path = "", query] = notice.link?.split("?") ?? [];
  return {
    title: notice.title[locale],
    text: notice.text[locale],
    href: notice.link ? localizedPath(path, locale) + (query ? `?${query}` : "") : null,
  };
}
export type HomeNotice = ReturnType<typeof noticeIn>;
