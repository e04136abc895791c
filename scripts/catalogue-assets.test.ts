import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { catalogueKeepingWordsWhole } from "../app/i18n/unbreakable-terms";
import type { Catalogue } from "../app/i18n/catalogue";
import { serverCatalogue } from "../app/i18n/catalogue.server";
import { locales, type Locale } from "../app/i18n/locales";
import { shellCompany } from "../app/i18n/shell-data";
import { catalogueAssets } from "./catalogue-assets";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Builds a script that names the catalogue of `messages` in `locale` (Japanese): the asset's address, and what it holds. */
async function builtCatalogue(messages: Record<string, string>, locale: Locale = "ja") {
  const dir = await mkdtemp(path.join(tmpdir(), "catalogue-assets-"));
  dirs.push(dir);
  await writeFile(path.join(dir, `${locale}.json`), JSON.stringify(messages));
  await writeFile(path.join(dir, "entry.js"), `import url from "virtual:catalogue/${locale}"; console.log(url);`);
  const output = (await build({
    root: dir,
    logLevel: "silent",
    configFile: false,
    plugins: [catalogueAssets({ messagesDir: dir })],
    build: { write: false, rolldownOptions: { input: path.join(dir, "entry.js") } },
  })) as Rolldown.RolldownOutput;
  const files = output.output;
  const url = files.find((file) => file.type === "chunk")!.code.match(new RegExp(`["'\`](/assets/${locale}-[\\w-]+\\.json)["'\`]`))?.[1];
  const asset = files.find((file) => file.type === "asset" && `/${file.fileName}` === url);
  expect(asset, `the script names the emitted asset: ${url}`).toBeDefined();
  return { url, ...(JSON.parse(String((asset as Rolldown.OutputAsset).source)) as Catalogue) };
}

describe("the browser's catalogue asset", () => {
  it("holds the messages as sent, words kept whole, and the company's identity in its language", async () => {
    const source = { "a.b": "アクセシビリティ方針" };
    const built = await builtCatalogue(source);
    expect(built.messages).toEqual(catalogueKeepingWordsWhole(source));
    expect(built.messages).not.toEqual(source);
    expect(built.company).toEqual(shellCompany("ja"));
  });

  it("holds in every language the catalogue the server renders with, to the last space: a page hydrates with the text it was sent", async () => {
    for (const locale of locales) {
      const source = JSON.parse(await readFile(`app/i18n/messages/${locale}.json`, "utf8")) as Record<string, string>;
      const { messages, company } = await builtCatalogue(source, locale);
      expect({ messages, company }, locale).toEqual(serverCatalogue(locale));
    }
  });

  it("is named after what it holds: the same text, the same name; another text, another name", async () => {
    const first = await builtCatalogue({ "a.b": "アクセシビリティ方針" });
    // A source that already reads as sent makes the same file: named by what it holds, not by its source.
    const same = await builtCatalogue(first.messages);
    expect(same.messages).toEqual(first.messages);
    expect(same.url).toBe(first.url);
    const other = await builtCatalogue({ "a.b": "アクセシビリティ方針と言語" });
    expect(other.url).not.toBe(first.url);
  });
});
