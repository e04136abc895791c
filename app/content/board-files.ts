import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { defaultLocale, isLocale, locales, type Locale } from "#app/i18n/locales";
import type { BoardId } from "#app/site/media";
import { boardDirectories, itemFileName } from "./board-directories";
import { itemFields } from "./board-item";
import { ContentProblemsError, fieldPath, schemaIssues, type ContentProblem, type SchemaIssue } from "./content-problems";
import { markdownImages } from "./markdown-text";
import { missingUploads } from "./uploads.server";
import { boardItemBodySchema, mediaItemSchema, newsItemSchema, pressReleaseSchema } from "./schemas";

/** A file's path from the checkout's root, which holds `content/`: as the problems name it. */
const fromCheckout = (file: string) => {
  const parts = path.resolve(file).split(path.sep);
  return parts.slice(parts.lastIndexOf("content")).join("/");
};

type MarkdownFile = { data: Record<string, unknown>; body: string };

/** A Markdown file's YAML front matter and its body, or what keeps it from being read. */
function readMarkdownFile(file: string): MarkdownFile | ContentProblem {
  const problem = (value: string, rule: string): ContentProblem => ({ file: fromCheckout(file), field: "front matter", value, rule });
  if (!existsSync(file)) return { ...problem("nothing", "found, but every language has its file"), field: "the whole file" };
  const [, frontMatter, body] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(readFileSync(file, "utf8")) ?? [];
  if (frontMatter === undefined || body === undefined) return problem("the file's start", "must be the fields between two --- lines at the top of the file");
  let data: unknown;
  try {
    data = parseYaml(frontMatter) ?? {};
  } catch (error) {
    return problem("its lines", `cannot be read as fields (key: value): ${(error as Error).message.split("\n")[0]}`);
  }
  if (typeof data !== "object" || Array.isArray(data)) return problem("its lines", "must be a list of fields (key: value)");
  return { data: data as Record<string, unknown>, body: body.replace(/^\r?\n/, "") };
}

/**
 * Where an item's fields break a rule, in the file that holds it: a text in one language in that language's file
 * (`title` in index.ja.md), a field every language shares in the Korean file.
 */
function inItemFile(folder: string, { path: at, value, rule }: SchemaIssue): ContentProblem {
  const [key, locale, ...rest] = at;
  const inLanguage = typeof locale === "string" && isLocale(locale);
  const file = `${fromCheckout(folder)}/${itemFileName(inLanguage ? locale : defaultLocale)}`;
  return { file, field: fieldPath(inLanguage ? [key!, ...rest] : at), value, rule };
}

/** A body's problem, in its language's file. */
const inBody = (folder: string, { path: at, value, rule }: SchemaIssue): ContentProblem => ({
  file: `${fromCheckout(folder)}/${itemFileName(at[0] as Locale)}`,
  field: "the text below the front matter",
  value,
  rule,
});

type Conflict = { locale: Locale; key: string };

/** A field every language shares whose copy in one language's file differs from the Korean file's. */
const conflictProblem = (folder: string, fields: Record<string, unknown>, data: Record<Locale, Record<string, unknown>>, { locale, key }: Conflict): ContentProblem => ({
  file: `${fromCheckout(folder)}/${itemFileName(locale)}`,
  field: key,
  value: JSON.stringify(data[locale][key]),
  rule: `is the same in every language: it must be ${JSON.stringify(fields[key])}, as in ${itemFileName(defaultLocale)}`,
});

/** The uploaded files an item's fields name: its image and, in every language, its attachments. */
function uploadsOf(item: unknown): string[] {
  const { image, attachments } = item as { image?: string; attachments?: Record<Locale, { file: string }[]> };
  return [...(image ? [image] : []), ...locales.flatMap((locale) => attachments?.[locale].map(({ file }) => file) ?? [])];
}

/** The uploads an item names that its checkout (content/<board>/<id>/ beside public/) does not have. */
function uploadProblems(folder: string, item: unknown, bodies: Record<Locale, string>): ContentProblem[] {
  const named = [...uploadsOf(item), ...locales.flatMap((locale) => markdownImages(bodies[locale]))];
  return missingUploads(named, path.join(folder, "../../../public")).map((address) => ({
    file: `${fromCheckout(folder)}/`,
    field: "image, attachments or an image in the text",
    value: JSON.stringify(address),
    rule: "names an upload that is not in public/uploads/",
  }));
}

type ReadItem<S extends z.ZodType> = { item: z.output<S>; bodies: Record<Locale, string>; problems: [] } | { problems: ContentProblem[] };

/**
 * One item from its folder `content/<board>/<id>/`: a file per language, `index.<locale>.md`, whose front matter holds
 * the item's fields in that language (see `itemFields`) and whose rest is its Markdown body in that language; or every
 * problem of its files.
 */
export function readItemFolder<S extends z.ZodType>(schema: S, folder: string): ReadItem<S> {
  const read = locales.map((locale) => readMarkdownFile(path.join(folder, itemFileName(locale))));
  const unreadable = read.filter((file): file is ContentProblem => "rule" in file);
  if (unreadable.length > 0) return { problems: unreadable };
  const files = Object.fromEntries(locales.map((locale, index) => [locale, read[index] as MarkdownFile])) as Record<Locale, MarkdownFile>;
  const data = Object.fromEntries(locales.map((locale) => [locale, files[locale].data])) as Record<Locale, Record<string, unknown>>;
  const bodies = Object.fromEntries(locales.map((locale) => [locale, files[locale].body])) as Record<Locale, string>;
  const { fields, conflicts } = itemFields(schema, Number(path.basename(folder)), data);
  const problems = [
    ...conflicts.map((conflict) => conflictProblem(folder, fields, data, conflict)),
    ...schemaIssues(schema, fields).map((issue) => inItemFile(folder, issue)),
    ...schemaIssues(boardItemBodySchema, bodies).map((issue) => inBody(folder, issue)),
  ];
  if (problems.length > 0) return { problems };
  const item = schema.parse(fields);
  const parsedBodies = boardItemBodySchema.parse(bodies);
  const missing = uploadProblems(folder, item, parsedBodies);
  return missing.length > 0 ? { problems: missing } : { item, bodies: parsedBodies, problems: [] };
}

/** An item from its folder; its problems, listed, when it has any. */
export function readItem<S extends z.ZodType>(schema: S, folder: string) {
  const read = readItemFolder(schema, folder);
  if (!("item" in read)) throw new ContentProblemsError(read.problems);
  return read;
}

const ITEM_FOLDER = /^[1-9]\d*$/;

type BoardRead<S extends z.ZodType> = { items: z.output<S>[]; bodies: Map<number, Record<Locale, string>>; problems: ContentProblem[] };

/** Every item of a board under `contentRoot`, newest first (the later id first within a day), with its Markdown bodies by id. */
export function readBoard<S extends z.ZodType<{ id: number; date: string }>>(contentRoot: string, board: BoardId, schema: S): BoardRead<S> {
  const root = path.join(contentRoot, boardDirectories[board]);
  const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const misnamed = folders
    .filter((entry) => !ITEM_FOLDER.test(entry.name))
    .map((entry) => ({ file: `${fromCheckout(root)}/${entry.name}/`, field: "the folder's name", value: JSON.stringify(entry.name), rule: "must be the item's id, a positive number" }));
  const read = folders.filter((entry) => ITEM_FOLDER.test(entry.name)).map((entry) => readItemFolder(schema, path.join(root, entry.name)));
  const items = read.flatMap((entry) => ("item" in entry ? [entry] : []));
  return {
    items: items.map(({ item }) => item).toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id),
    bodies: new Map(items.map(({ item, bodies }) => [item.id, bodies])),
    problems: [...misnamed, ...read.flatMap((entry) => entry.problems)],
  };
}

/** Every board's items under a `content/` folder, and the problems of those that could not be read. */
export const readBoards = (contentRoot: string) => ({
  news: readBoard(contentRoot, "news", newsItemSchema),
  press: readBoard(contentRoot, "press", pressReleaseSchema),
  mediaCenter: readBoard(contentRoot, "mediaCenter", mediaItemSchema),
});

export const boardProblems = (boards: ReturnType<typeof readBoards>) => Object.values(boards).flatMap((board) => board.problems);
