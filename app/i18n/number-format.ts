import { htmlLang, type Locale } from "./locales";

/** A number with the language's digit grouping, and a fixed number of decimals (ownership rates use two). */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(htmlLang[locale], { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/**
 * A file's size in kilobytes below a megabyte: the number as the language writes it, then one unit symbol in every
 * language ("1,234 kB"), joined by a no-break space. (Intl's unit style writes it three ways: "91kB", "91 kB", "91 KB".)
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  return bytes < 1_000_000 ? `${formatNumber(bytes / 1_000, locale)}\u00a0kB` : `${formatNumber(bytes / 1_000_000, locale, 1)}\u00a0MB`;
}
