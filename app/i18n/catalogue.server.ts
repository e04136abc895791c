import { shellCompany } from "#app/shell/shell-data";
import { registerCatalogue } from "./catalogue";
import { locales } from "./locales";
import { messagesFor } from "./messages.server";

/**
 * Makes the four validated catalogues the ones every server render translates with. Apart from messages.server.ts,
 * which scripts and browser tests import under plain Node, where the catalogue's `?url` imports do not resolve.
 */
export function registerServerCatalogues(): void {
  for (const locale of locales) registerCatalogue(locale, { messages: messagesFor(locale), company: shellCompany(locale) });
}
