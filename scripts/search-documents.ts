import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Parser } from "htmlparser2";
import { createRequestHandler, type ServerBuild } from "react-router";
import { plainTranslator } from "../app/i18n/messages.server";
import { locales } from "../app/i18n/locales";
import { localizedPath } from "../app/i18n/paths";
import type { MessageKey, Translate } from "../app/i18n/translator";
import { boardIds, boards } from "../app/site/media";
import { earlierPrivacyPages, navigation, privacyPages } from "../app/site/navigation";
import { pageTitle } from "../app/site/page-text";
import type { PageId } from "../app/site/pages";
import { chipPageOf } from "../app/site/technology";
import { searchDocumentsSchema, type SearchDocument } from "../app/search/documents";
import { normalizeText } from "../app/search/text";
import { listedAddresses } from "./listed-addresses";

/** Parts of a page that are not its own text: navigation, forms, graphics, and what is marked data-nosnippet (lists of other pages). */
const SKIPPED_ELEMENTS = new Set(["nav", "form", "svg", "script", "style", "template", "noscript", "button", "video", "audio"]);
/** Elements whose end separates words: without a space there, "Vision" and "Mission" in adjacent cells would run together. */
const INLINE_ELEMENTS = new Set(["abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "i", "kbd", "mark", "q", "s", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr"]);

/**
 * Links set side by side ("Contact sales", "All SoCs") are separated by CSS, not by text; a link's end followed
 * at once by a letter or digit gets a space, while one followed by punctuation ("policy.") does not.
 */
const LINK_END = "\u0000";
const LINKS_SIDE_BY_SIDE = /\u0000(?=[\p{L}\p{N}])/gu;
/**
 * The end of a block (a heading, a paragraph, a cell). Blocks that end without a sentence's punctuation are joined
 * with a middle dot, so that an excerpt does not run a heading into the sentence after it ("controllers · Overview ·
 * Beluga-N is…", not "controllers Overview Beluga-N is…").
 */
const BLOCK_END = "\u0001";
const SENTENCE_END = /[.!?。！？…:：]$/u;

function joinBlocks(blocks: string[]): string {
  return blocks.map((block, index) => (index === 0 ? block : `${SENTENCE_END.test(blocks[index - 1]!) ? " " : " · "}${block}`)).join("");
}

/** The title (the `h1`) and the text of a rendered page's `<main>`, without what SKIPPED_ELEMENTS names. */
export function pageText(html: string): { title: string; text: string } {
  let depthInMain = 0;
  let skipping = 0;
  let inTitle = false;
  let title = "";
  const text: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "main") depthInMain++;
      if (depthInMain === 0) return;
      if (skipping > 0 || SKIPPED_ELEMENTS.has(name) || attributes["aria-hidden"] === "true" || "data-nosnippet" in attributes) {
        skipping++;
        return;
      }
      if (name === "h1" && !title) inTitle = true;
    },
    ontext(data) {
      if (depthInMain === 0 || skipping > 0) return;
      if (inTitle) title += data;
      else text.push(data);
    },
    onclosetag(name) {
      if (depthInMain === 0) return;
      if (skipping > 0) {
        skipping--;
        return;
      }
      if (name === "h1") inTitle = false;
      if (name === "main") depthInMain--;
      if (name === "a") text.push(LINK_END);
      else if (!INLINE_ELEMENTS.has(name)) text.push(BLOCK_END);
    },
  });
  parser.end(html);
  const blocks = text.join("").replace(LINKS_SIDE_BY_SIDE, " ").replaceAll(LINK_END, "").split(BLOCK_END).map(normalizeText).filter(Boolean);
  return { title: normalizeText(title), text: joinBlocks(blocks) };
}

const chipPages: readonly PageId[] = Object.values(chipPageOf);

/** Where a page sits: its area (from the header's navigation) and the page the visitor reaches from it. */
function trailOf(page: PageId, t: Translate): string[] {
  const board = boardIds.find((id) => boards[id].view === page);
  const section: PageId = board ? boards[board].list : page === "media-recruit-view" ? "media-recruit" : page;
  const area = navigation.find((candidate) => (candidate.pages as readonly PageId[]).includes(section));
  const areaKey: MessageKey | null = area
    ? `area.${area.id}`
    : ([...privacyPages, ...earlierPrivacyPages] as readonly PageId[]).includes(section)
      ? "footer.policies"
      : chipPages.includes(section)
        ? "area.business"
        : null;
  return areaKey ? [t(areaKey), pageTitle(t, section)] : [];
}

/**
 * Renders every listed address (the sitemap's) in every language through the server build, as a visitor would
 * receive it, and writes what each page says to `build/server/search/{locale}.json`: the index the search route
 * loads. A page or an article added to the registry or the content is indexed by the next build.
 */
export async function writeSearchDocuments(buildDir: string) {
  const build = (await import(/* @vite-ignore */ pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const outDir = path.join(buildDir, "server/search");
  await mkdir(outDir, { recursive: true });
  for (const locale of locales) {
    const t = plainTranslator(locale);
    const documents: SearchDocument[] = [];
    for (const { page, address } of listedAddresses()) {
      const url = localizedPath(address, locale);
      const response = await handle(new Request(`http://localhost${url}`));
      if (response.status !== 200) throw new Error(`Search index: ${url} answered ${response.status}`);
      const { title, text } = pageText(await response.text());
      documents.push({ url, title, trail: trailOf(page, t), text });
    }
    await writeFile(path.join(outDir, `${locale}.json`), JSON.stringify(searchDocumentsSchema.parse(documents)));
  }
}
