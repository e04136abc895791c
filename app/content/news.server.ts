import index from "../../content/news/index.json";
import { locales, type Locale } from "#app/i18n/locales";
import { inLocale } from "./localized";
import { renderMarkdown } from "./markdown.server";
import { newsItemSchema } from "./schemas";

const bodies = import.meta.glob<string>("../../content/news/*/*.md", { query: "?raw", import: "default", eager: true });

const items = newsItemSchema
  .array()
  .parse(index)
  .toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

for (const item of items) {
  for (const locale of locales) {
    if (!bodies[`../../content/news/${item.id}/${locale}.md`]) throw new Error(`News ${item.id} has no ${locale}.md body`);
  }
}

export function latestNews(locale: Locale, count: number) {
  return inLocale(items.slice(0, count), locale);
}

export function allNews(locale: Locale) {
  return inLocale(items, locale);
}

export function newsArticle(id: number, locale: Locale) {
  const item = items.find((entry) => entry.id === id);
  if (!item) return null;
  const body = bodies[`../../content/news/${id}/${locale}.md`]!;
  return { ...inLocale(item, locale), html: renderMarkdown(body) };
}
