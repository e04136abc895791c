import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import { z } from "zod";
import { defaultLocale, locales, type Locale } from "#app/i18n/locales";
import type { Messages } from "#app/i18n/translator";
import en from "#app/i18n/messages/en.json" with { type: "json" };
import ja from "#app/i18n/messages/ja.json" with { type: "json" };
import ko from "#app/i18n/messages/ko.json" with { type: "json" };
import zh from "#app/i18n/messages/zh.json" with { type: "json" };
import { boardDirectories } from "#app/content/board-directories";
import { required, translatable } from "#app/content/localized";
import { markdownText } from "#app/content/markdown-text";
import { boardItemBodySchema, newsItemSchema, pressReleaseSchema } from "#app/content/schemas";
import { UPLOADS_PATH, uploadedFile, uploadedImage } from "#app/content/uploads";

/** Where uploads are written in the repository: the site serves `public/` at its root. */
const UPLOADS_FOLDER = `public${UPLOADS_PATH.slice(0, -1)}`;
import { editorMessage, type EditorMessageKey } from "./messages";

/** The site's own messages: the option labels, and the preview's words. */
export const siteMessages: Record<Locale, Messages> = { ko, en, zh, ja };

/** A field of Decap CMS's configuration: its type, checked here against Decap's own declarations. */
export type EditorField = CmsField;

/** The collections the editor offers, each a board whose items are one folder each. */
export const editedBoards = { press: pressReleaseSchema, news: newsItemSchema } as const;
export type EditedBoard = keyof typeof editedBoards;

/** Fields shown as a box of several lines rather than one line. */
const MULTILINE = new Set(["summary"]);

/** The Markdown body, which is the rest of each language's file after its front matter. */
export const BODY_FIELD = "body";

/** The widget of a value of `schema`, named `name`: its kind and its options come from the schema. */
function widget(name: string, schema: z.ZodType, uiLocale: Locale, optionLabel: (value: string) => string): EditorField {
  const label = editorMessage(uiLocale, `field.${name}` as EditorMessageKey);
  const field = { name, label };
  if (schema === markdownText) return { ...field, widget: "markdown" };
  if (schema === uploadedImage) return { ...field, widget: "image", choose_url: false };
  if (schema === uploadedFile) return { ...field, widget: "file", choose_url: false };
  if (schema instanceof z.ZodISODate) return { ...field, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
  if (schema instanceof z.ZodEnum) return { ...field, widget: "select", options: schema.options.map((value) => ({ value: String(value), label: optionLabel(String(value)) })) };
  if (schema instanceof z.ZodString) return { ...field, widget: MULTILINE.has(name) ? "text" : "string" };
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodObject) {
    const fields = Object.entries(schema.element.shape as Record<string, z.ZodType>).map(([key, part]) => ({ ...widget(key, required(part), uiLocale, optionLabel), required: !(part instanceof z.ZodOptional) }));
    return { ...field, widget: "list", fields, collapsed: false };
  }
  throw new Error(`The editor has no field for ${name}`);
}

/** The fields whose rule is more than their kind: the editor says it under the field. */
const HINTED = new Set(["imageAlt"]);
const hint = (name: string, uiLocale: Locale) => (HINTED.has(name) ? { hint: editorMessage(uiLocale, `hint.${name}` as EditorMessageKey) } : {});

/**
 * The editor's field for one field of an item: written in each language, or the same in every language (Decap CMS
 * copies it into each language's file); required unless the schema makes it optional.
 */
export function editorField(name: string, schema: z.ZodType, uiLocale: Locale, optionLabel: (value: string) => string): EditorField {
  const optional = schema instanceof z.ZodOptional;
  const value = required(schema);
  if (translatable.has(value)) {
    const inOneLanguage = (value as z.ZodObject).shape[defaultLocale] as z.ZodType;
    return { ...widget(name, required(inOneLanguage), uiLocale, optionLabel), required: !optional && required(inOneLanguage) === inOneLanguage, i18n: true, ...hint(name, uiLocale) };
  }
  return { ...widget(name, value, uiLocale, optionLabel), required: !optional, i18n: "duplicate" };
}

/** The editor's fields for a board item: every field of its schema but the id, which is the item's folder, and its body. */
export function boardFields(board: EditedBoard, uiLocale: Locale): EditorField[] {
  const { id: _id, ...shape } = editedBoards[board].shape;
  const optionLabel = (value: string) => siteMessages[uiLocale][`board.category.${value}` as keyof Messages] ?? value;
  const fields = Object.entries(shape).map(([name, schema]) => editorField(name, schema as z.ZodType, uiLocale, optionLabel));
  // The text follows the summary; what may go beside it (a photo, files) comes after.
  const afterSummary = fields.findIndex((field) => field.name === "summary") + 1;
  return fields.toSpliced(afterSummary, 0, editorField(BODY_FIELD, boardItemBodySchema, uiLocale, optionLabel));
}

/** The slug of a new item, which becomes its id and its folder: the minute it was created, as digits. */
const NEW_ITEM_SLUG = "{{year}}{{month}}{{day}}{{hour}}{{minute}}";

function boardCollection(board: EditedBoard, uiLocale: Locale): CmsCollection {
  return {
    name: board,
    label: editorMessage(uiLocale, `collection.${board}`),
    label_singular: editorMessage(uiLocale, `item.${board}`),
    folder: `content/${boardDirectories[board]}`,
    path: "{{slug}}/index",
    // With a `path`, Decap CMS would keep uploads beside the entry; the site serves them from one folder, /uploads/.
    media_folder: `/${UPLOADS_FOLDER}`,
    public_folder: UPLOADS_PATH.slice(0, -1),
    slug: NEW_ITEM_SLUG,
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: true,
    i18n: true,
    summary: "{{date}} · {{title}}",
    // Newest first, as the site lists them.
    sortable_fields: [{ field: "date", default_sort: "desc" }, "title"],
    fields: boardFields(board, uiLocale),
  };
}

/** The Decap CMS language of the editor's own interface for a site language. */
const decapLocale: Record<Locale, string> = { ko: "ko", en: "en", zh: "zh_Hans", ja: "ja" };

/** Where the editor reads and writes: the local proxy of `npm run edit`, or the GitHub repository in production. */
export type EditorBackend = CmsConfig["backend"];

/**
 * Decap CMS's whole configuration, in the interface language `uiLocale`. With `reviewWorkflow`, a save is a draft on a
 * branch of its own with a pull request, published when it is merged (Decap's editorial workflow, GitHub backend only).
 */
export function editorConfig(uiLocale: Locale, backend: EditorBackend, reviewWorkflow = false): CmsConfig {
  return {
    load_config_file: false,
    backend,
    ...(reviewWorkflow ? { publish_mode: "editorial_workflow" as const } : {}),
    locale: decapLocale[uiLocale],
    media_folder: UPLOADS_FOLDER,
    public_folder: UPLOADS_PATH.slice(0, -1),
    slug: { encoding: "ascii", clean_accents: true },
    i18n: { structure: "multiple_files", locales: [...locales], default_locale: defaultLocale },
    collections: (Object.keys(editedBoards) as EditedBoard[]).map((board) => boardCollection(board, uiLocale)),
  };
}
