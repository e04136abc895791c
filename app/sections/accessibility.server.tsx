import { AccessibilityStatementBody } from "#app/components/accessibility-statement";
import { accessibilityStatement, checkedOn } from "#app/content/accessibility.server";
import type { Locale } from "#app/i18n/locales";

/** The statement in a language, for `keepRenderedSections`: it has no behaviour in the browser. */
export function accessibilitySections(locale: Locale) {
  return { statement: <AccessibilityStatementBody statement={accessibilityStatement(locale)} checkedOn={checkedOn()} /> };
}
