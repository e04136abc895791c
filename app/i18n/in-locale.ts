import { locales, type Locale } from "#app/i18n/locales";
// With its extension: vite.config.ts loads this module too (the catalogue assets), and Vite warns of a relative import
// without one there, which its coming native config loader will not resolve.
import { keepWordsWhole } from "./unbreakable-terms.ts";

type LocalizedShape = { [L in Locale]: unknown };

/** The view of localized content in one language: every `{ ko, en, zh, ja }` becomes its `locale` value. */
export type InLocale<T> = T extends LocalizedShape
  ? InLocale<T[Locale]>
  : T extends readonly (infer E)[]
    ? InLocale<E>[]
    : T extends object
      ? { [K in keyof T]: InLocale<T[K]> }
      : T;

function isLocalized(value: object): value is LocalizedShape {
  const keys = Object.keys(value);
  return keys.length === locales.length && locales.every((locale) => keys.includes(locale));
}

/** A translated text as the pages show it; an address given per language stays as it is. */
const shown = (text: string) => (/^(\/|[a-z]+:)/.test(text) ? text : keepWordsWhole(text));

function view<T>(value: T, locale: Locale, show: (text: string) => string, translated = false): InLocale<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => view<unknown>(item, locale, show, translated)) as InLocale<T>;
  if (typeof value === "string" && translated) return show(value) as InLocale<T>;
  if (value === null || typeof value !== "object") return value as InLocale<T>;
  if (isLocalized(value)) return view<unknown>(value[locale], locale, show, true) as InLocale<T>;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, view<unknown>(item, locale, show, translated)])) as InLocale<T>;
}

export function inLocale<T>(value: T, locale: Locale): InLocale<T> {
  return view(value, locale, (text) => text);
}

/** The view in one language as a page shows it: its translated texts keep their words whole (keepWordsWhole). */
export function shownInLocale<T>(value: T, locale: Locale): InLocale<T> {
  return view(value, locale, shown);
}
