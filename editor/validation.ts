import type { z } from "zod";
import environment from "../content/sustainability/environment.json" with { type: "json" };
import history from "../content/history.json" with { type: "json" };
import board from "../content/ir/board.json" with { type: "json" };
import offices from "../content/offices.json" with { type: "json" };
import products from "../content/products.json" with { type: "json" };
import { isLocale, locales, type Locale } from "#app/i18n/locales";
import { itemFields } from "#app/content/board-item";
import type { RefusedLink } from "#app/content/markdown-text";
import { executivesOffTheTeam } from "#app/content/ir-cross-file";
import { boardItemBodySchema, boardSchema, environmentSchema, historySchema, leadershipSchema, MISSING_ALT, officesSchema, productsSchema } from "#app/content/schemas";
import type { ContentProblem } from "#app/content/content-problems";
import { contradictions, itemPassages, jsonPassages } from "#app/content/stated-facts";
import { itemFileName } from "#app/content/board-directories";
import { FILE_TYPES, IMAGE_TYPES } from "#app/content/uploads";
import { BODY_FIELD, editedBoards, editedFiles, languageName, type EditedBoard, type EditedFile } from "./config";
import { exampleDay } from "./company-day";
import { editorMessage, type EditorMessageKey } from "./messages";

/** What the editor holds of an entry: each language's fields, the body among them. */
export type EntryData = Record<Locale, Record<string, unknown>>;

/** Where in an entry an issue is, in the editor's words: "Announcements 4 › Title", and the language if it is one's. */
function place(path: readonly PropertyKey[], uiLocale: Locale) {
  const locale = path.find((segment): segment is Locale => typeof segment === "string" && isLocale(segment));
  const parts: string[] = [];
  for (const segment of path.filter((part) => part !== locale)) {
    if (typeof segment === "number") parts.push(`${parts.pop() ?? ""} #${segment + 1}`);
    else parts.push(editorMessage(uiLocale, `field.${String(segment)}` as EditorMessageKey));
  }
  const field = parts.join(" › ");
  return { field, language: locale ? languageName(locale, uiLocale) : "", lastField: String(path.findLast((segment) => typeof segment === "string" && segment !== locale) ?? "") };
}

/** The refusals the schemas name by a word of their own (`params.refusal`), for rules that are more than a field's kind. */
const NAMED_REFUSALS = { [MISSING_ALT]: "refused.alt", "body-image": "refused.body-image", "receipt-date": "refused.receipt-date", "newest-first": "refused.newest-first", unique: "refused.unique", "unique-id": "refused.unique-id", kst: "refused.kst", "date-order": "refused.date-order", period: "refused.period", "site-page": "refused.site-page" } as const;

/** One refusal in the editor's language, for one field (and language) of the entry. */
function refusal(issue: z.core.$ZodIssue, uiLocale: Locale, path: readonly PropertyKey[]): string {
  const { field, language, lastField } = place(path, uiLocale);
  const values = { field, language };
  const named = issue.code === "custom" ? NAMED_REFUSALS[issue.params?.refusal as keyof typeof NAMED_REFUSALS] : undefined;
  if (issue.code === "custom" && named) return editorMessage(uiLocale, named, { ...values, href: String(issue.params?.href ?? "") });
  if (issue.code === "invalid_format" && issue.format === "regex" && (lastField === "image" || lastField === "file")) {
    const types = (lastField === "image" ? IMAGE_TYPES : FILE_TYPES).map((type) => type.toUpperCase());
    // An attachment is one language's: the refusal says which.
    const where = language ? editorMessage(uiLocale, "field.inLanguage", values) : field;
    return editorMessage(uiLocale, "refused.upload", { field: where, types: new Intl.ListFormat(uiLocale, { type: "disjunction" }).format(types) });
  }
  if (issue.code === "custom" && issue.params?.refused) {
    const { href, reason } = issue.params.refused as RefusedLink;
    return editorMessage(uiLocale, `refused.link.${reason}`, { ...values, href });
  }
  // An empty text, or an empty list in one language (a position's duties).
  const empty = issue.code === "too_small" && (issue.origin === "string" || (issue.origin === "array" && language !== ""));
  if (issue.code === "invalid_type" || empty) return editorMessage(uiLocale, language ? "refused.missing" : "refused.required", values);
  if (issue.code === "invalid_format" && issue.format === "date") return editorMessage(uiLocale, "refused.date", { ...values, example: exampleDay(uiLocale) });
  if (issue.code === "invalid_format") return editorMessage(uiLocale, "refused.format", values);
  if (issue.code === "invalid_value") return editorMessage(uiLocale, "refused.option", values);
  return editorMessage(uiLocale, "refused.other", values);
}

/** The IR page's board of directors, which the editor does not offer: its executive directors are on the leadership page. */
const irBoard = boardSchema.parse(board);

/**
 * The build's check across the leadership page and the board (ir-cross-file.ts), run on the page as it is to be
 * saved: an executive director's name changed here alone, or the person taken off the team, is refused.
 */
function leadershipRefusals(data: unknown, uiLocale: Locale): string[] {
  const { team } = leadershipSchema.parse(data);
  return executivesOffTheTeam(irBoard, team).map(({ member }) => {
    const index = team.findIndex((person) => person.id === member.id);
    const { field } = place(index === -1 ? ["team"] : ["team", index, "name"], uiLocale);
    return editorMessage(uiLocale, "refused.board-executive", { field, name: member.name[uiLocale] });
  });
}

/** Why a file may not be saved, in the editor's language: the build's own schema of the file, then its checks across files. */
export function fileRefusals(file: EditedFile, data: unknown, uiLocale: Locale): string[] {
  const parsed = editedFiles[file].schema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((issue) => refusal(issue, uiLocale, issue.path));
  const facts = contradictions(factSources, jsonPassages(editedFiles[file].path, parsed.data)).map((problem) => statedFactRefusal(problem, pathOf(problem.field), uiLocale));
  return [...(file === "leadership" ? leadershipRefusals(parsed.data, uiLocale) : []), ...facts];
}

/**
 * Why an entry may not be saved, in the editor's language: the same schemas as the build's, over every language (Decap
 * CMS itself checks required fields in the default language only). Empty when the entry is valid.
 */
export function entryRefusals(board: EditedBoard, data: EntryData, uiLocale: Locale): string[] {
  const withoutBody = Object.fromEntries(locales.map((locale) => [locale, Object.fromEntries(Object.entries(data[locale]).filter(([key]) => key !== BODY_FIELD))])) as EntryData;
  // The id is the item's folder, which Decap CMS names when it saves: any valid one stands in for it here.
  const { schema } = editedBoards[board];
  const { fields } = itemFields(schema, 1, withoutBody);
  const item = schema.safeParse(fields);
  const bodies = boardItemBodySchema.safeParse(Object.fromEntries(locales.map((locale) => [locale, data[locale][BODY_FIELD]])));
  if (item.success && bodies.success) return statedFactRefusals(item.data as { date: string }, bodies.data, uiLocale);
  return [
    ...(item.success ? [] : item.error.issues.map((issue) => refusal(issue, uiLocale, issue.path))),
    ...(bodies.success ? [] : bodies.error.issues.map((issue) => refusal(issue, uiLocale, [BODY_FIELD, ...issue.path]))),
  ];
}

/** The sources of the facts that prose repeats, as the build reads them. */
const factSources = { environment: environmentSchema.parse(environment), history: historySchema.parse(history), offices: officesSchema.parse(offices), products: productsSchema.parse(products) };

/**
 * The build's check of the facts a text repeats (a year, an anniversary, a general meeting's number, an office count,
 * a chip's name), run on the item or file as it is to be saved. Its rule is given as the build words it, in English.
 */
function statedFactRefusals(item: { date: string }, bodies: Record<Locale, string>, uiLocale: Locale): string[] {
  return contradictions(factSources, itemPassages("item", item, bodies)).map((problem) => {
    const locale = locales.find((candidate) => problem.file.endsWith(itemFileName(candidate)))!;
    return statedFactRefusal(problem, [problem.field === "the text" ? BODY_FIELD : pathOf(problem.field)[0]!, locale], uiLocale);
  });
}

/** A field's place as a problem names it (`announcements[4].title.en`), as a path. */
const pathOf = (field: string): PropertyKey[] => [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (index === undefined ? key! : Number(index)));

/** A fact a text repeats wrongly, in the editor's words: its field (and language), the words and the build's rule. */
function statedFactRefusal(problem: ContentProblem, path: readonly PropertyKey[], uiLocale: Locale): string {
  const { field, language } = place(path, uiLocale);
  const where = language ? editorMessage(uiLocale, "field.inLanguage", { field, language }) : field;
  return editorMessage(uiLocale, "refused.stated-fact", { field: where, words: problem.value, rule: problem.rule });
}

/** Why the editor does not save an entry: Decap CMS shows it in its notice as its message alone, without "Error:". */
export class EntryRefusal extends Error {
  constructor(refusals: string[], uiLocale: Locale) {
    super([editorMessage(uiLocale, "refused.intro"), ...refusals].join("\n"));
  }

  override toString() {
    return this.message;
  }
}
