import { htmlLang, type Locale } from "./locales";

/** A number with the language's digit grouping, and a fixed number of decimals (ownership rates use two). */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(htmlLang[locale], { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}
