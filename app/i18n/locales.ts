export const locales = ["ko", "en", "zh", "ja"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "ko";

/** The languages that live under a URL prefix (`/en/...`): every one but the default. */
export const prefixedLocales = locales.filter((locale) => locale !== defaultLocale);

/** BCP 47 tag for `<html lang>` and hreflang; Chinese content is Simplified. */
export const htmlLang: Record<Locale, string> = { ko: "ko", en: "en", zh: "zh-Hans", ja: "ja" };

/** Names shown in the language switcher, each in its own language. */
export const localeNames: Record<Locale, string> = { ko: "한국어", en: "English", zh: "简体中文", ja: "日本語" };

/**
 * The locale whose calendar conventions dates are written in. The site's English is British, as its prose ("centre",
 * "29 October 1999") and the specification ("31 December 2024") write it: day, month, year.
 */
export const dateLocale: Record<Locale, string> = { ...htmlLang, en: "en-GB" };

export const ogLocale: Record<Locale, string> = { ko: "ko_KR", en: "en_GB", zh: "zh_CN", ja: "ja_JP" };

/** The codes a stored language choice may use: the site's own, and the specification's selector codes. */
export const storedLanguageCodes: Record<string, Locale> = {
  ...Object.fromEntries(locales.map((locale) => [locale, locale])),
  kr: "ko",
  cn: "zh",
  jp: "ja",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
