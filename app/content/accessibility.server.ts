import type { Locale } from "#app/i18n/locales";
import { COMPANY_TIME_ZONE } from "#app/i18n/company-days";
import { refuseProblems } from "./content-problems";
import { sectionedTranslations, translationProblems } from "./markdown";

const sources = import.meta.glob<string>("../../content/accessibility/*.md", { query: "?raw", import: "default", eager: true });

const statements = sectionedTranslations(sources, "accessibility");

refuseProblems(translationProblems("accessibility", statements));

/** The accessibility statement in a language, as HTML by section. */
export function accessibilityStatement(locale: Locale) {
  const { intro, sections } = statements[locale];
  return { intro: intro.html, sections: sections.map(({ id, title, html }) => ({ id, title, html })) };
}

export type AccessibilityStatement = ReturnType<typeof accessibilityStatement>;

/**
 * The day in Korea this build was made (YYYY-MM-DD), which the statement gives as the day of its last check. Worked
 * out when asked: the build's content check loads this module where the build's time is not defined.
 */
export const checkedOn = () => new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE }).format(__BUILD_TIME__);
