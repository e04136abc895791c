import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locale } from "#app/i18n/locales";
import { searchDocumentsSchema } from "./documents";
import { createSearchIndex, type SearchIndex } from "./search-index";

/**
 * The index files the build writes beside the server bundle (scripts/search-documents.ts); this module is
 * bundled into build/server/index.js, so they are in its own directory.
 */
const searchIndexDirectory = () => path.join(path.dirname(fileURLToPath(import.meta.url)), "search");

const indexes = new Map<Locale, SearchIndex>();

/** The index of a language, read and prepared on its first search in this process, then held in memory. */
export function searchIndexFor(locale: Locale): SearchIndex {
  let index = indexes.get(locale);
  if (!index) {
    const documents = searchDocumentsSchema.parse(JSON.parse(readFileSync(path.join(searchIndexDirectory(), `${locale}.json`), "utf8")));
    indexes.set(locale, (index = createSearchIndex(locale, documents)));
  }
  return index;
}
