import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { defaultLocale, locales, type Locale } from "#app/i18n/locales";
import type { BoardId } from "#app/site/media";
import { boardDirectories } from "./board-directories";
import { itemFields } from "./board-item";
import { markdownImages } from "./markdown-text";
import { missingUploads } from "./uploads.server";
import { boardItemBodySchema, mediaItemSchema, newsItemSchema, pressReleaseSchema } from "./schemas";

// Two levels up from this module in app/content/ and from the server build's build/server/index.js alike.
const contentRoot = fileURLToPath(new URL("../../content/", import.meta.url));

/** The file of an item in one language: the front matter holds its fields, the rest is its Markdown body. */
export const itemFileName = (locale: Locale) => `index.${locale}.md`;

/** A Markdown file's YAML front matter and its body. */
function readMarkdownFile(file: string): { data: Record<string, unknown>; body: string } {
  const source = readFileSync(file, "utf8");
  const [, frontMatter, body] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source) ?? [];
  if (frontMatter === undefined || body === undefined) throw new Error(`${file} does not start with front matter between two --- lines`);
  const data: unknown = parseYaml(frontMatter) ?? {};
  if (typeof data !== "object" || Array.isArray(data)) throw new Error(`${file}: the front matter is not a list of fields`);
  return { data: data as Record<string, unknown>, body: body.replace(/^\r?\n/, "") };
}

/**
 * One item from its folder `content/<board>/<id>/`: a file per language, `index.<locale>.md`, whose front matter holds
 * the item's fields in that language (see `itemFields`) and whose rest is its Markdown body in that language.
 */
export function readItem<S extends z.ZodType>(schema: S, folder: string) {
  const files = Object.fromEntries(locales.map((locale) => [locale, readMarkdownFile(path.join(folder, itemFileName(locale)))])) as Record<Locale, ReturnType<typeof readMarkdownFile>>;
  const data = Object.fromEntries(locales.map((locale) => [locale, files[locale].data])) as Record<Locale, Record<string, unknown>>;
  const { fields, conflicts: [conflict] } = itemFields(schema, Number(path.basename(folder)), data);
  if (conflict) {
    throw new Error(`${path.join(folder, itemFileName(conflict.locale))}: ${conflict.key} is the same in every language, but differs from ${itemFileName(defaultLocale)}'s`);
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new Error(`${folder} is not a valid item:\n${z.prettifyError(parsed.error)}`);
  const bodies = boardItemBodySchema.safeParse(Object.fromEntries(locales.map((locale) => [locale, files[locale].body])));
  if (!bodies.success) throw new Error(`${folder} has a body that is not valid:\n${z.prettifyError(bodies.error)}`);
  // The checkout the folder is in: content/<board>/<id>/ beside public/.
  const publicDir = path.join(folder, "../../../public");
  const missing = missingUploads([...uploadsOf(parsed.data), ...locales.flatMap((locale) => markdownImages(bodies.data[locale]))], publicDir);
  if (missing.length > 0) throw new Error(`${folder} names uploads that are not in public/uploads/: ${missing.join(", ")}`);
  return { item: parsed.data, bodies: bodies.data };
}

/** The uploaded files an item's fields name: its image and, in every language, its attachments. */
function uploadsOf(item: unknown): string[] {
  const { image, attachments } = item as { image?: string; attachments?: Record<Locale, { file: string }[]> };
  return [...(image ? [image] : []), ...locales.flatMap((locale) => attachments?.[locale].map(({ file }) => file) ?? [])];
}

const ITEM_FOLDER = /^[1-9]\d*$/;

/** Every item of a board, newest first (the later id first within a day), with its Markdown bodies by id. */
function readBoard<S extends z.ZodType<{ id: number; date: string }>>(board: BoardId, schema: S) {
  const root = path.join(contentRoot, boardDirectories[board]);
  const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const misnamed = folders.filter((entry) => !ITEM_FOLDER.test(entry.name)).map((entry) => entry.name);
  if (misnamed.length > 0) throw new Error(`${root}: an item's folder is named by its id, a positive number, not ${misnamed.join(", ")}`);
  const read = folders.map((entry) => readItem(schema, path.join(root, entry.name)));
  return {
    items: read.map(({ item }) => item).toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id),
    bodies: new Map(read.map(({ item, bodies }) => [item.id, bodies])),
  };
}

const boards = { news: readBoard("news", newsItemSchema), press: readBoard("press", pressReleaseSchema), mediaCenter: readBoard("mediaCenter", mediaItemSchema) };

/**
 * Every item of each board, validated and newest first. Read from the files with Node's own file system, so that the
 * server, the sitemap script and the tests read the same lists.
 */
export const boardIndexes = { news: boards.news.items, press: boards.press.items, mediaCenter: boards.mediaCenter.items } satisfies Record<BoardId, unknown>;

/** An item's Markdown body in one language, or undefined for an id the board does not have. */
export function boardBody(board: BoardId, id: number, locale: Locale): string | undefined {
  return boards[board].bodies.get(id)?.[locale];
}
