import type { Locale } from "./locales";
import { createTranslator, type Messages, type Translate } from "./translator";

/**
 * The catalogues this process translates with. The server registers all four at start (`registerServerCatalogues`);
 * the browser fetches its language's asset before it hydrates and before a language switch (`loadCatalogue`).
 */
const loaded = new Map<Locale, Messages>();

export function registerCatalogue(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages);
}

export function hasCatalogue(locale: Locale): boolean {
  return loaded.has(locale);
}

export function localeTranslator(locale: Locale, companyName: string): Translate {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`The ${locale} catalogue is not loaded: load it before rendering`);
  return createTranslator(messages, locale, companyName);
}
