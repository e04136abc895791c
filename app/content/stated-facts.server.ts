import { isLocale, locales, type Locale } from "#app/i18n/locales";
import { boardIds } from "#app/site/media";
import { boardDirectories } from "./board-directories";
import { boardBody, boardIndexes } from "./board-indexes";
import { itemPassages, jsonPassages, paragraphs, type Passage } from "./stated-facts";

const jsonFiles = import.meta.glob<unknown>("../../content/**/*.json", { import: "default", eager: true });
// The boards' items are read by board-indexes.ts, front matter and all.
const markdownFiles = import.meta.glob<string>(["../../content/**/*.md", "!../../content/{news,press,media-center}/**"], { query: "?raw", import: "default", eager: true });
const shortPath = (key: string) => key.replace(/^(\.\.\/)+/, "");

/** Every paragraph of a Markdown text that is one language's version of a page (`<locale>.md`). */
function markdownPassages(file: string, source: string): Passage[] {
  const locale = /\/([a-z]{2})\.md$/.exec(file)?.[1] ?? "";
  if (!isLocale(locale)) return [];
  return paragraphs(source).map((text) => ({ file, locale, text }));
}

/** Every board item's fields and Markdown bodies, dated in the item's year. */
function boardPassages(): Passage[] {
  return boardIds.flatMap((board) =>
    boardIndexes[board].map((item) => {
      const bodies = Object.fromEntries(locales.map((locale) => [locale, boardBody(board, item.id, locale)!])) as Record<Locale, string>;
      return itemPassages(`content/${boardDirectories[board]}/${item.id}`, item, bodies);
    }).flat(),
  );
}

/** All of the site's prose: every content file's strings and every Markdown text. */
export function sitePassages(): Passage[] {
  return [
    ...Object.entries(jsonFiles).flatMap(([key, value]) => jsonPassages(shortPath(key), value)),
    ...Object.entries(markdownFiles).flatMap(([key, source]) => markdownPassages(shortPath(key), source)),
    ...boardPassages(),
  ];
}
