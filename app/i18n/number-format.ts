import { htmlLang, type Locale } from "./locales";

/** A number with the language's digit grouping, and a fixed number of decimals (ownership rates use two). */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(htmlLang[locale], { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/** A file's size as the language writes it, in kilobytes below a megabyte ("412 kB", "412kB"). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [unit, divisor] = bytes < 1_000_000 ? (["kilobyte", 1_000] as const) : (["megabyte", 1_000_000] as const);
  return new Intl.NumberFormat(htmlLang[locale], { style: "unit", unit, maximumFractionDigits: unit === "kilobyte" ? 0 : 1 }).format(bytes / divisor);
}
