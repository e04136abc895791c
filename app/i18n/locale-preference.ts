/** The localStorage key of the specification's "selected language". */
export const LANGUAGE_STORAGE_KEY = "selectedLanguage";

/**
 * Where a visitor on `pathname` belongs, given the stored language code, or null to stay.
 * Only unprefixed (Korean) paths move: an explicit /en, /zh or /ja address always wins.
 * Self-contained on purpose: it is also serialised into the inline head script that applies the
 * choice before first paint, so it may not reference anything outside its own body.
 */
export function storedLocaleTarget(pathname: string, stored: string | null): string | null {
  const byCode: Record<string, string> = { ko: "ko", kr: "ko", en: "en", cn: "zh", zh: "zh", jp: "ja", ja: "ja" };
  if (!stored) return null;
  const code = stored.trim().toLowerCase();
  const locale = byCode[code] ?? byCode[code.split(/[-_]/)[0] ?? ""];
  if (!locale || locale === "ko") return null;
  const prefixed = /^\/(en|zh|ja)(\/|$)/.test(pathname);
  if (prefixed) return null;
  return "/" + locale + (pathname === "/" ? "" : pathname);
}
