import type { ShellCompany } from "#app/i18n/shell-data";
import type { Locale } from "./locales";
import { createTranslator, type Messages, type Translate } from "./translator";

/** One language's interface text and the company's identity in it: what the browser fetches as its catalogue asset. */
export type Catalogue = { messages: Messages; company: ShellCompany };

/**
 * The catalogues this process translates with. The server registers all four at start (`registerServerCatalogues`);
 * the browser fetches its language's asset before it hydrates and before a language switch (`loadCatalogue`).
 */
const loaded = new Map<Locale, Catalogue>();

export function registerCatalogue(locale: Locale, catalogue: Catalogue): void {
  loaded.set(locale, catalogue);
}

export function hasCatalogue(locale: Locale): boolean {
  return loaded.has(locale);
}

function loadedCatalogue(locale: Locale): Catalogue {
  const catalogue = loaded.get(locale);
  if (!catalogue) throw new Error(`The ${locale} catalogue is not loaded: load it before rendering`);
  return catalogue;
}

export function catalogueTranslator(locale: Locale): Translate {
  const { messages, company } = loadedCatalogue(locale);
  return createTranslator(messages, locale, company.name);
}

export function localeCompany(locale: Locale): ShellCompany {
  return loadedCatalogue(locale).company;
}
