import { company } from "#app/config/company";
import { inLocale } from "#app/content/localized";
import type { Locale } from "#app/i18n/locales";

/** What every page's shell renders with in one language: the language, and the company's identity in it. */
export function shellData(locale: Locale) {
  return { locale, company: inLocale(company, locale) };
}
