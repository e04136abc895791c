import { z } from "zod";
import { defaultLocale, locales, type Locale } from "#app/i18n/locales";
import { isTranslatable } from "#app/i18n/localized";

/** The fields of a schema (of each variant, for a union of objects) that are written in every language. */
function translatableKeys(schema: z.ZodType): Set<string> {
  const variants = schema instanceof z.ZodDiscriminatedUnion ? (schema.options as z.ZodType[]) : [schema];
  return new Set(
    variants.flatMap((variant) => {
      if (!(variant instanceof z.ZodObject)) throw new Error("A board item's schema is an object or a union of objects");
      return Object.entries(variant.shape as Record<string, z.ZodType>).flatMap(([key, field]) => (isTranslatable(field) ? [key] : []));
    }),
  );
}

/** A language's fields without those left empty: the editor writes an optional field it emptied as "" or nothing. */
export const withoutEmptyFields = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== "" && value !== null && value !== undefined));

/**
 * A file's fields without those left empty, in every group and every item of its lists (a position's closing day). A
 * list keeps its empty lines: the schema refuses them, where leaving them out would drop them unseen.
 */
export function withoutEmptyFieldsThroughout(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyFieldsThroughout);
  if (value === null || typeof value !== "object") return value;
  return withoutEmptyFields(Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withoutEmptyFieldsThroughout(field)])));
}

/**
 * A board item's fields from what each language's file holds (the layout the content editor writes, Decap CMS's i18n
 * `multiple_files`): each language's file holds its own text of the translatable fields and a copy of the fields that
 * are the same in every language (Decap's `i18n: duplicate`, so that each language's preview has them). `conflicts`
 * names a shared field whose copy in a language differs from the default language's.
 */
export function itemFields(schema: z.ZodType, id: number, written: Record<Locale, Record<string, unknown>>) {
  const keys = translatableKeys(schema);
  const data = Object.fromEntries(locales.map((locale) => [locale, withoutEmptyFields(written[locale])])) as typeof written;
  const fields: Record<string, unknown> = { id };
  for (const [key, value] of Object.entries(data[defaultLocale])) if (!keys.has(key)) fields[key] = value;
  for (const key of keys) {
    if (locales.some((locale) => key in data[locale])) fields[key] = Object.fromEntries(locales.map((locale) => [locale, data[locale][key]]));
  }
  const conflicts = locales.flatMap((locale) =>
    Object.entries(data[locale])
      .filter(([key, value]) => !keys.has(key) && JSON.stringify(value) !== JSON.stringify(fields[key]))
      .map(([key]) => ({ locale, key })),
  );
  return { fields, conflicts };
}
