import type { Locale } from "#app/i18n/locales";
import type { BoardId } from "#app/site/media";

/** Each board's folder under `content/`, where each of its items is a folder named by the item's id. */
export const boardDirectories: Record<BoardId, string> = { news: "news", press: "press", mediaCenter: "media-center" };

/** The file of an item in one language: the front matter holds its fields, the rest is its Markdown body. */
export const itemFileName = (locale: Locale) => `index.${locale}.md`;
