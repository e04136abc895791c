import { company } from "#app/config/company";
import { inLocale } from "#app/i18n/in-locale";
import { keepWordsWhole } from "#app/i18n/unbreakable-terms";
import type { Locale } from "#app/i18n/locales";

/**
 * The company's identity in one language, as every page's shell renders it: its addresses as the pages show them
 * (keepWordsWhole: "Bundang-gu" on one line). The browser has it from its language's catalogue asset, not from each
 * page's hydration data.
 */
export function shellCompany(locale: Locale) {
  const local = inLocale(company, locale);
  return { ...local, headOffice: keepWordsWhole(local.headOffice), japanOffice: keepWordsWhole(local.japanOffice) };
}

export type ShellCompany = ReturnType<typeof shellCompany>;

/** What every page's shell renders with in one language: the language, and the company's identity in it. */
export function shellData(locale: Locale) {
  return { locale, company: shellCompany(locale) };
}

export type ShellData = ReturnType<typeof shellData>;

/** The root route's data (app/root.tsx): what the server says of every page, the language it is in. */
export type RootData = { locale: Locale };
