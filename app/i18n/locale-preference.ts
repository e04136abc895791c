import { prefixedLocales, storedLanguageCodes } from "./locales";

/** The localStorage key of the specification's "selected language". */
export const LANGUAGE_STORAGE_KEY = "selectedLanguage";

/** What `storedLocaleTarget` needs of the locale list; it is handed over because the function may not import it. */
export const storedLocaleRules = { prefixed: prefixedLocales, byCode: storedLanguageCodes };
type StoredLocaleRules = { prefixed: readonly string[]; byCode: Record<string, string> };

/**
 * Where a visitor on `pathname` belongs, given the stored language code, or null to stay.
 * Only unprefixed (default-language) paths move: an explicit /en, /zh or /ja address always wins.
 * Self-contained on purpose: it is also serialised into the inline head script that applies the
 * choice before first paint, so it may not reference anything outside its own body and arguments.
 */
export function storedLocaleTarget(pathname: string, stored: string | null, { prefixed, byCode }: StoredLocaleRules): string | null {
  if (!stored) return null;
  const code = stored.trim().toLowerCase();
  const locale = byCode[code] ?? byCode[code.split(/[-_]/)[0] ?? ""];
  if (!locale || !prefixed.includes(locale)) return null;
  if (prefixed.includes(pathname.split("/")[1] ?? "")) return null;
  return "/" + locale + (pathname === "/" ? "" : pathname);
}
