import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { catalogueKeepingWordsWhole } from "../app/i18n/unbreakable-terms.ts";
import type { Catalogue } from "../app/i18n/catalogue.ts";
import type { Locale } from "../app/i18n/locales.ts";
import type { Messages } from "../app/i18n/translator.ts";
import { shellCompany } from "../app/i18n/shell-data.ts";

const MODULE = /^virtual:catalogue\/(ko|en|zh|ja)$/;

/**
 * `virtual:catalogue/<locale>`: the address of the browser's catalogue in that language: the messages read as the
 * server's are (app/i18n/messages.server.ts: words kept whole), and the company's identity in it (shellCompany). The
 * build emits the catalogue as it is sent, so that its hashed name follows what it holds: rewritten after hashing, a
 * change to the words kept whole left the name as it was, and a returning visitor's browser kept the old file, which
 * it may keep for a year. In tests (Vite's server) the address is the source file's.
 */
export function catalogueAssets({ messagesDir = "app/i18n/messages" } = {}): Plugin {
  let building = false;
  return {
    name: "catalogue-assets",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId: {
      filter: { id: MODULE },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:catalogue\// },
      handler(id) {
        const locale = id.slice(id.lastIndexOf("/") + 1) as Locale;
        const file = path.resolve(messagesDir, `${locale}.json`);
        if (!building) return `export default ${JSON.stringify(`/${path.relative(process.cwd(), file)}`)};`;
        this.addWatchFile(file);
        const messages = JSON.parse(readFileSync(file, "utf8")) as Messages;
        const catalogue: Catalogue = { messages: catalogueKeepingWordsWhole(messages), company: shellCompany(locale) };
        const reference = this.emitFile({ type: "asset", name: `${locale}.json`, source: JSON.stringify(catalogue) });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      },
    },
  };
}
