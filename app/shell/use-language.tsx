import { createContext, useContext, useMemo } from "react";
import { catalogueTranslator, localeCompany } from "#app/i18n/catalogue";
import type { Locale } from "#app/i18n/locales";
import type { Translate } from "#app/i18n/translator";
import type { ShellData } from "../i18n/shell-data";
import { useRootData } from "./use-root-data";

/** A page's language: its code, its translator, and the company's identity in it. */
export type Language = ShellData & { t: Translate };

const LanguageContext = createContext<Language | null>(null);

/** One language from its registered catalogue: the server's from its start, the browser's once fetched. */
export function languageIn(locale: Locale): Language {
  return { locale, company: localeCompany(locale), t: catalogueTranslator(locale) };
}

/**
 * Provides the language of the page, as the root's data names it. The value changes only with the language: a
 * navigation within a page (search results as the visitor types, a board's next page) does not re-render every
 * component that translates.
 */
export function LanguageProvider({ children }: { children: React.ReactNode }) {
  const locale = useRootData()?.locale;
  if (!locale) throw new Error("LanguageProvider needs the root's data");
  const value = useMemo(() => languageIn(locale), [locale]);
  return <LanguageValueProvider language={value}>{children}</LanguageValueProvider>;
}

/** Provides a given language: the page shell's, a section rendered on the server, or the content editor's preview. */
export function LanguageValueProvider({ language, children }: { language: Language; children: React.ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error("useLanguage() needs a LanguageProvider (the page shell)");
  return language;
}
