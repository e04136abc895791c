import type { Locale } from "#app/i18n/locales";
import { COMPANY_TIME_ZONE } from "#app/i18n/company-days";
import { sectionedTranslations, translationProblems } from "./markdown";

const sources = import.meta.glob<string>("../../content/accessibility/*.md", { query: "?raw", import: "default", eager: true });

const statements = sectionedTranslations(sources, "accessibility");

const problems = translationProblems("accessibility", statements);
if (problems.length > 0) throw new Error(`The accessibility statement's translations differ:\n${problems.join("\n")}`);

/** The accessibility statement in a language, as HTML by section. */
export function accessibilityStatement(locale: Locale) {
  const { intro, sections } = statements[locale];
  return { intro: intro.html, sections: sections.map(({ id, title, html }) => ({ id, title, html })) };
}

export type AccessibilityStatement = ReturnType<typeof accessibilityStatement>;

/** The day in Korea this build was made (YYYY-MM-DD), which the statement gives as the day of its last check. */
export const checkedOn = new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE }).format(__BUILD_TIME__);
