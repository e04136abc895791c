import { shellCompany } from "#app/i18n/shell-data";
import { registerCatalogue, type Catalogue } from "./catalogue";
import { locales, type Locale } from "./locales";
import { messagesFor } from "./messages.server";

/**
 * Makes the four validated catalogues the ones every server render translates with. Apart from messages.server.ts,
 * which scripts and browser tests import under plain Node, where the catalogue assets' virtual imports do not resolve.
 */
export function registerServerCatalogues(): void {
  for (const locale of locales) registerCatalogue(locale, serverCatalogue(locale));
}

/** A language's catalogue as the server translates with it, the same as the browser's asset. */
export function serverCatalogue(locale: Locale): Catalogue {
  return { messages: messagesFor(locale), company: shellCompany(locale) };
}
