import { z } from "zod";
import { locales, type Locale } from "#app/i18n/locales";

/** The schemas of values given in every language: the content editor offers them in each language. */
export const translatable = z.registry<undefined>();

/** A schema without its `.optional()` or `.default()`: what a value has to be where it is given. */
export function required(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? required(schema.unwrap() as z.ZodType) : schema;
}

/** Whether a field is given in every language, optional or not. */
export const isTranslatable = (schema: z.ZodType) => translatable.has(required(schema));

/** A value given in every language; a missing language fails validation, and so the build. */
export function localized<T extends z.ZodType>(schema: T) {
  const inEveryLanguage = z.strictObject(Object.fromEntries(locales.map((locale) => [locale, schema])) as { [L in Locale]: T });
  translatable.add(inEveryLanguage);
  return inEveryLanguage;
}
