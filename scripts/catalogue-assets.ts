import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { catalogueKeepingWordsWhole } from "../app/content/unbreakable-terms.ts";

const MODULE = /^virtual:catalogue\/(ko|en|zh|ja)$/;

/**
 * `virtual:catalogue/<locale>`: the address of the browser's message catalogue in that language, read as the server's
 * is (app/i18n/messages.server.ts: words kept whole). The build emits the catalogue as it is sent, so that its hashed
 * name follows what it holds: rewritten after hashing, a change to the words kept whole left the name as it was, and
 * a returning visitor's browser kept the old file, which it may keep for a year. In tests (Vite's server) the address
 * is the source file's.
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
        const locale = id.slice(id.lastIndexOf("/") + 1);
        const file = path.resolve(messagesDir, `${locale}.json`);
        if (!building) return `export default ${JSON.stringify(`/${path.relative(process.cwd(), file)}`)};`;
        this.addWatchFile(file);
        const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
        const reference = this.emitFile({ type: "asset", name: `${locale}.json`, source: JSON.stringify(catalogueKeepingWordsWhole(messages)) });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      },
    },
  };
}
