import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import { z } from "zod";
import { defaultLocale, locales, type Locale } from "#app/i18n/locales";
import type { Messages } from "#app/i18n/translator";
import en from "#app/i18n/messages/en.json" with { type: "json" };
import ja from "#app/i18n/messages/ja.json" with { type: "json" };
import ko from "#app/i18n/messages/ko.json" with { type: "json" };
import zh from "#app/i18n/messages/zh.json" with { type: "json" };
import careers from "../content/careers.json" with { type: "json" };
import offices from "../content/offices.json" with { type: "json" };
import products from "../content/products.json" with { type: "json" };
import { boardDirectories } from "#app/content/board-directories";
import { required, translatable } from "#app/i18n/localized";
import { markdownText } from "#app/content/markdown-text";
import {
  announcementSchema,
  announcementsFileSchema,
  boardItemBodySchema,
  irEventContentSchema,
  irEventsFileSchema,
  leadershipSchema,
  mediaBrochureSchema,
  mediaImageSchema,
  mediaVideoSchema,
  newsItemSchema,
  noticeSchema,
  positionSchema,
  positionsFileSchema,
  pressReleaseSchema,
  recruitingNoticesFileSchema,
} from "#app/content/schemas";
import { UPLOADS_PATH, uploadedFile, uploadedImage } from "#app/content/uploads";

/** Where uploads are written in the repository: the site serves `public/` at its root. */
const UPLOADS_FOLDER = `public${UPLOADS_PATH.slice(0, -1)}`;
import { editorMessage, type EditorMessageKey } from "./messages";

/** The site's own messages: the option labels, and the preview's words. */
export const siteMessages: Record<Locale, Messages> = { ko, en, zh, ja };

/** A field of Decap CMS's configuration: its type, checked here against Decap's own declarations. */
export type EditorField = CmsField;

/**
 * The collections of board items the editor offers, each item one folder: a board, or one kind of the media centre's
 * items (its folder holds the three kinds, each with fields of its own, so each kind is a collection of its own).
 */
export const editedBoards = {
  press: { board: "press", schema: pressReleaseSchema },
  news: { board: "news", schema: newsItemSchema },
  mediaVideos: { board: "mediaCenter", schema: mediaVideoSchema },
  mediaBrochures: { board: "mediaCenter", schema: mediaBrochureSchema },
  mediaImages: { board: "mediaCenter", schema: mediaImageSchema },
} as const;
export type EditedBoard = keyof typeof editedBoards;

/**
 * The widget of a day the company names, typed as the site writes dates, in Korea (`company-day.tsx`, registered in
 * `main.tsx`). A string rather than its literal, so that its field may be given Decap CMS's type of a field.
 */
export const COMPANY_DAY_WIDGET: string = "company-day";

/** Fields shown as a box of several lines rather than one line. */
const MULTILINE = new Set(["summary", "description", "text", "alt"]);

/** The Markdown body, which is the rest of each language's file after its front matter. */
export const BODY_FIELD = "body";

type OptionLabel = (value: string, uiLocale: Locale) => string | undefined;
/** Named by the site's messages, under a prefix. */
const siteOption = (prefix: string): OptionLabel => (value, uiLocale) => siteMessages[uiLocale][`${prefix}.${value}` as keyof Messages];
/** Named by the site's content, in each language or (a product) in one for all. */
const contentOption =
  (options: readonly { id: string; title?: Record<Locale, string>; name?: string }[]): OptionLabel =>
  (value, uiLocale) => {
    const option = options.find((candidate) => candidate.id === value);
    return option?.title?.[uiLocale] ?? option?.name;
  };
/** Named by the editor's messages, where the site shows the file itself rather than its name (a brochure, a clip). */
const editorOption = (prefix: string): OptionLabel => (value, uiLocale) => editorMessage(uiLocale, `${prefix}.${value}` as EditorMessageKey);

/** How each list of options is named: a board's categories, an IR announcement's types, a position's field, a video's product. */
const OPTION_LABELS = new Map<z.ZodType, OptionLabel>([
  [pressReleaseSchema.shape.category, siteOption("board.category")],
  [newsItemSchema.shape.category, siteOption("board.category")],
  [announcementSchema.shape.type, siteOption("ir.type")],
  [irEventContentSchema.shape.type, siteOption("ir.event")],
  [positionSchema.shape.employment, siteOption("careers.employment")],
  [positionSchema.shape.experience, siteOption("careers.experience")],
  [positionSchema.shape.field, contentOption(careers.fields)],
  [positionSchema.shape.office, contentOption(offices)],
  [mediaVideoSchema.shape.product, contentOption(products)],
  [mediaVideoSchema.shape.clip, editorOption("option.clip")],
  [mediaBrochureSchema.shape.document, editorOption("option.document")],
  [mediaImageSchema.shape.artwork, editorOption("option.artwork")],
]);

/** The label of an option of `options`, as the site names it in the editor's language. */
export function optionLabel(options: z.ZodEnum, value: string, uiLocale: Locale): string {
  const label = OPTION_LABELS.get(options)?.(value, uiLocale);
  if (!label) throw new Error(`The site has no name for the option ${value}`);
  return label;
}

/** Fields the editor keeps up to date itself when it saves, never shown: an IR event's SEQUENCE and digest. */
const KEPT_BY_THE_EDITOR = new Set(["calendar"]);

/** The name of a language in the editor's language, as the label of its field where a file gives a text in each. */
export const languageName = (locale: Locale, uiLocale: Locale) => new Intl.DisplayNames([uiLocale], { type: "language" }).of(locale)!;

/** Whether a schema part may be left out; inside a list or a group, where Decap CMS marks it "optional". */
const requiredIn = (schema: z.ZodType) => ({ required: !(schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) });

/** The widget of a value of `schema`, named `name`: its kind and its options come from the schema. */
function widget(name: string, schema: z.ZodType, uiLocale: Locale): EditorField {
  if (KEPT_BY_THE_EDITOR.has(name)) return { name, widget: "hidden", required: false };
  // What a collection's items all are (a media-centre item's kind): written into each new item, and never changed.
  if (schema instanceof z.ZodLiteral) return { name, widget: "hidden", default: schema.value };
  const label = editorMessage(uiLocale, `field.${name}` as EditorMessageKey);
  const field = { name, label, ...hint(name, uiLocale) };
  if (schema === markdownText) return { ...field, widget: "markdown" };
  if (schema === uploadedImage) return { ...field, widget: "image", choose_url: false };
  if (schema === uploadedFile) return { ...field, widget: "file", choose_url: false };
  // Decap CMS's declarations name only its own widgets, not one registered beside them.
  if (schema instanceof z.ZodISODate) return { ...field, widget: COMPANY_DAY_WIDGET } as EditorField;
  if (schema instanceof z.ZodEnum) return { ...field, widget: "select", options: schema.options.map((value) => ({ value: String(value), label: optionLabel(schema, String(value), uiLocale) })) };
  if (schema instanceof z.ZodBoolean) return { ...field, widget: "boolean" };
  if (schema instanceof z.ZodNumber) return { ...field, widget: "number", value_type: "int", min: schema.minValue ?? undefined, max: schema.maxValue ?? undefined };
  // A time with its offset, written out: Decap CMS's date picker would give the editor's own time zone, not Korea's.
  if (schema instanceof z.ZodISODateTime) return { ...field, widget: "string" };
  if (schema instanceof z.ZodString) return { ...field, widget: MULTILINE.has(name) ? "text" : "string" };
  // A list of lines (a position's duties): each line a field of its own.
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodString) return { ...field, widget: "list", field: { name: "line", label, widget: "string" }, collapsed: false, ...itemLabel(name, uiLocale) };
  if (translatable.has(schema)) {
    // In a file of lists, a text in each language is a group of four fields, one per language, one under the other.
    const inOneLanguage = (schema as z.ZodObject).shape[defaultLocale] as z.ZodType;
    const { hint: _hint, ...inLanguage } = widget(name, inOneLanguage, uiLocale) as EditorField & { hint?: string };
    const fields = locales.map((locale) => ({ ...inLanguage, name: locale, label: languageName(locale, uiLocale), required: true }));
    return { ...field, widget: "object", collapsed: false, fields };
  }
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodObject) {
    const fields = Object.entries(schema.element.shape as Record<string, z.ZodType>).map(([key, part]) => ({ ...requiredIn(part), ...widget(key, required(part), uiLocale) }));
    return { ...field, widget: "list", fields, collapsed: false, ...LIST_SUMMARIES[name], ...itemLabel(name, uiLocale) };
  }
  // A group of fields within a file (the CEO's message): each of its parts a field of its own.
  if (schema instanceof z.ZodObject) {
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, part]) => ({ ...requiredIn(part), ...widget(key, required(part), uiLocale) }));
    return { ...field, widget: "object", collapsed: false, fields };
  }
  throw new Error(`The editor has no field for ${name}`);
}

/** How a long list shows its items folded, and where a new one goes: a list of filings is newest first. */
const LIST_SUMMARIES: Record<string, { summary: string; add_to_top: boolean; collapsed: boolean }> = {
  announcements: { summary: "{{fields.date}} · {{fields.title.ko}}", add_to_top: true, collapsed: true },
  events: { summary: "{{fields.start}} · {{fields.title.ko}}", add_to_top: false, collapsed: true },
  positions: { summary: "{{fields.opened}} · {{fields.title.ko}}", add_to_top: true, collapsed: true },
  notices: { summary: "{{fields.date}} · {{fields.title.ko}}", add_to_top: true, collapsed: true },
  team: { summary: "{{fields.name.ko}} · {{fields.position.ko}}", add_to_top: false, collapsed: true },
};

/** The lists whose button adds one item: Decap CMS says "Add {label_singular}". */
const LIST_ITEMS = new Set(["announcements", "attachments", "events", "positions", "notices", "duties", "requirements", "team"]);
const itemLabel = (name: string, uiLocale: Locale) => (LIST_ITEMS.has(name) ? { label_singular: editorMessage(uiLocale, `item.${name}` as EditorMessageKey) } : {});

/** The fields whose rule is more than their kind: the editor says it under the field. */
const HINTED = new Set(["imageAlt", "alt", "receiptNumber", "abstract", "id", "start", "shown", "until", "link", "closes", "sampleFigures", "portrait"]);
const hint = (name: string, uiLocale: Locale) => (HINTED.has(name) ? { hint: editorMessage(uiLocale, `hint.${name}` as EditorMessageKey) } : {});

/**
 * The editor's field for one field of an item: written in each language, or the same in every language (Decap CMS
 * copies it into each language's file); required unless the schema makes it optional.
 */
export function editorField(name: string, schema: z.ZodType, uiLocale: Locale): EditorField {
  const optional = schema instanceof z.ZodOptional;
  const value = required(schema);
  if (translatable.has(value)) {
    const inOneLanguage = (value as z.ZodObject).shape[defaultLocale] as z.ZodType;
    return { ...widget(name, required(inOneLanguage), uiLocale), required: !optional && required(inOneLanguage) === inOneLanguage, i18n: true };
  }
  return { ...widget(name, value, uiLocale), required: !optional, i18n: "duplicate" };
}

/** The editor's fields for a board item: every field of its schema but the id, which is the item's folder, and its body. */
export function boardFields(board: EditedBoard, uiLocale: Locale): EditorField[] {
  const { id: _id, ...shape } = editedBoards[board].schema.shape;
  const fields = Object.entries(shape).map(([name, schema]) => editorField(name, schema as z.ZodType, uiLocale));
  // The text follows the summary; what may go beside it (a photo, files) comes after.
  const afterSummary = fields.findIndex((field) => field.name === "summary") + 1;
  return fields.toSpliced(afterSummary, 0, editorField(BODY_FIELD, boardItemBodySchema, uiLocale));
}

/** The slug of a new item, which becomes its id and its folder: the minute it was created, as digits. */
const NEW_ITEM_SLUG = "{{year}}{{month}}{{day}}{{hour}}{{minute}}";

/** The field whose one value all of a collection's items share, and the value: a media-centre item's kind. */
function sharedValue(board: EditedBoard) {
  const shared = Object.entries(editedBoards[board].schema.shape as Record<string, z.ZodType>).find(([, schema]) => schema instanceof z.ZodLiteral);
  return shared ? { field: shared[0], value: String((shared[1] as z.ZodLiteral).value) } : undefined;
}

function boardCollection(board: EditedBoard, uiLocale: Locale): CmsCollection {
  const filter = sharedValue(board);
  return {
    name: board,
    label: editorMessage(uiLocale, `collection.${board}`),
    label_singular: editorMessage(uiLocale, `item.${board}`),
    folder: `content/${boardDirectories[editedBoards[board].board]}`,
    // The media centre's folder holds its three kinds: each collection lists and creates its own.
    ...(filter ? { filter } : {}),
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

/**
 * The files the editor offers, by the collection that groups them, each edited as a whole: texts in every language
 * within the file itself, so Decap CMS's i18n is off for them. The file's schema is the build's.
 */
export const editedFiles = {
  announcements: { collection: "investor-relations", path: "content/ir/announcements.json", schema: announcementsFileSchema },
  events: { collection: "investor-relations", path: "content/ir/events.json", schema: irEventsFileSchema },
  notice: { collection: "home", path: "content/notice.json", schema: noticeSchema },
  positions: { collection: "careers", path: "content/careers/positions.json", schema: positionsFileSchema },
  recruitingNotices: { collection: "careers", path: "content/careers/notices.json", schema: recruitingNoticesFileSchema },
  leadership: { collection: "about", path: "content/leadership.json", schema: leadershipSchema },
} as const;
export type EditedFile = keyof typeof editedFiles;
type FileCollection = (typeof editedFiles)[EditedFile]["collection"];

/** The editor's fields for a file: one per field of its schema, a list being a list of groups of fields. */
export function fileFields(file: EditedFile, uiLocale: Locale): EditorField[] {
  return Object.entries(editedFiles[file].schema.shape as Record<string, z.ZodType>).map(([name, schema]) => ({ ...widget(name, required(schema), uiLocale), ...requiredIn(schema) }));
}

function fileCollection(collection: FileCollection, uiLocale: Locale): CmsCollection {
  return {
    name: collection,
    label: editorMessage(uiLocale, `collection.${collection}`),
    editor: { preview: true },
    files: (Object.keys(editedFiles) as EditedFile[])
      .filter((file) => editedFiles[file].collection === collection)
      .map((file) => ({ name: file, label: editorMessage(uiLocale, `file.${file}`), file: editedFiles[file].path, fields: fileFields(file, uiLocale) })),
  };
}

const fileCollections = [...new Set(Object.values(editedFiles).map((file) => file.collection))];

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
    collections: [
      ...(Object.keys(editedBoards) as EditedBoard[]).map((board) => boardCollection(board, uiLocale)),
      ...fileCollections.map((collection) => fileCollection(collection, uiLocale)),
    ],
  };
}
