import { createContext, useContext, useMemo } from "react";
import { localeCompany, localeTranslator } from "#app/i18n/catalogue";
import type { Locale } from "#app/i18n/locales";
import type { Translate } from "#app/i18n/translator";
import type { ShellData } from "../i18n/shell-data";
import { useShellData } from "./use-shell-data";

export type Site = ShellData & { t: Translate };

const SiteContext = createContext<Site | null>(null);

/** The site in one language from its registered catalogue: the server's from its start, the browser's once fetched. */
export function siteIn(locale: Locale): Site {
  return { locale, company: localeCompany(locale), t: localeTranslator(locale) };
}

/**
 * Provides the shell's data for the active language: locale, translator and company identity. The value changes only
 * with the language: a navigation within a page (search results as the visitor types, a board's next page) does not
 * re-render every component that translates.
 */
export function SiteProvider({ children }: { children: React.ReactNode }) {
  const locale = useShellData()?.locale;
  if (!locale) throw new Error("SiteProvider needs the shell's data");
  const value = useMemo(() => siteIn(locale), [locale]);
  return <SiteDataProvider site={value}>{children}</SiteDataProvider>;
}

/** Provides given shell data: the site shell's, or the content editor's preview of a language. */
export function SiteDataProvider({ site, children }: { site: Site; children: React.ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() needs a SiteProvider (the site shell)");
  return site;
}
