import { z } from "zod";
import { company } from "#app/config/company";
import en from "./messages/en.json";
import ja from "./messages/ja.json";
import ko from "./messages/ko.json";
import zh from "./messages/zh.json";
import { catalogueKeepingWordsWhole } from "#app/i18n/unbreakable-terms";
import type { Locale } from "./locales";
import { createTranslator, type Messages, type Translate } from "./translator";

/**
 * Korean is the reference: every other catalogue must have exactly its keys, none blank. Checked, never changed: the
 * browser's catalogue is the file as written (scripts/catalogue-assets.ts), and a page hydrates only with the text it
 * was rendered with, down to a list separator's space (", ").
 */
const catalogueSchema = z.strictObject(
  Object.fromEntries(Object.keys(ko).map((key) => [key, z.string().regex(/\S/)])) as Record<keyof typeof ko, z.ZodString>,
);

const catalogues: Record<Locale, Messages> = {
  ko: catalogueSchema.parse(ko),
  en: catalogueSchema.parse(en),
  zh: catalogueSchema.parse(zh),
  ja: catalogueSchema.parse(ja),
};

/** The messages as the pages show them. */
const shownCatalogues = Object.fromEntries(Object.entries(catalogues).map(([locale, messages]) => [locale, catalogueKeepingWordsWhole(messages)])) as Record<Locale, Messages>;

export function messagesFor(locale: Locale): Messages {
  return shownCatalogues[locale];
}

/** A translator for markup the server renders for a page (kept sections): the messages as the pages show them. */
export function shownTranslator(locale: Locale): Translate {
  return createTranslator(shownCatalogues[locale], locale, company.name[locale]);
}

/** A translator for server code that answers outside a component (errors, CSV, comparison values). */
export function plainTranslator(locale: Locale): Translate {
  return createTranslator(catalogues[locale], locale, company.name[locale]);
}
