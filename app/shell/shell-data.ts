import { company } from "#app/config/company";
import { inLocale } from "#app/content/localized";
import { keepWordsWhole } from "#app/content/unbreakable-terms";
import type { Locale } from "#app/i18n/locales";

/**
 * What every page's shell renders with in one language: the language, and the company's identity in it, its
 * addresses as the pages show them (keepWordsWhole: "Bundang-gu" on one line).
 */
export function shellData(locale: Locale) {
  const local = inLocale(company, locale);
  return { locale, company: { ...local, headOffice: keepWordsWhole(local.headOffice), japanOffice: keepWordsWhole(local.japanOffice) } };
}
