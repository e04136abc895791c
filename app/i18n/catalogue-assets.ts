import en from "virtual:catalogue/en";
import ja from "virtual:catalogue/ja";
import ko from "virtual:catalogue/ko";
import zh from "virtual:catalogue/zh";
import { hasCatalogue, registerCatalogue, type Catalogue } from "./catalogue";
import type { Locale } from "./locales";
import type { Messages } from "./translator";

/**
 * Each language's catalogue is a hashed, immutable asset that the browser fetches once and caches for every page,
 * instead of 17 KB of the same strings in every page's hydration data.
 */
export const catalogueUrl: Record<Locale, string> = { ko, en, zh, ja };

const pending = new Map<Locale, Promise<void>>();

async function fetchCatalogue(locale: Locale): Promise<void> {
  // Same mode and credentials as the page's `<link rel="preload" as="fetch" crossorigin>`, so the preload is reused.
  const response = await fetch(catalogueUrl[locale]);
  if (!response.ok) throw new Error(`The ${locale} catalogue answered ${response.status}`);
  registerCatalogue(locale, (await response.json()) as Catalogue);
}

export function loadCatalogue(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return Promise.resolve();
  let request = pending.get(locale);
  if (!request) {
    request = fetchCatalogue(locale).finally(() => pending.delete(locale));
    pending.set(locale, request);
  }
  return request;
}
