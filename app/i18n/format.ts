import { defaultLocale, type Locale } from "./locales";

type Params = Record<string, string | number>;

/**
 * Formats the ICU MessageFormat subset the catalogues use: `{name}` arguments and
 * `{count, plural, =0 {…} one {…} other {…}}` with `#`. A full ICU runtime would cost the browser
 * about 10 KB of gzip for features no message needs.
 */
export function formatMessage(template: string, params: Params = {}, locale: string = defaultLocale): string {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    if (open === -1) return out + template.slice(i);
    out += template.slice(i, open);
    const close = matchingBrace(template, open);
    out += formatArgument(template.slice(open + 1, close), params, locale);
    i = close + 1;
  }
  return out;
}

function matchingBrace(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === "{") depth++;
    else if (template[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in message: ${template}`);
}

function formatArgument(argument: string, params: Params, locale: string): string {
  const [name = "", type, ...rest] = argument.split(",").map((part) => part.trim());
  const value = params[name];
  if (value === undefined) throw new Error(`Missing message argument "${name}"`);
  if (type !== "plural") return String(value);
  const count = Number(value);
  const options = parsePluralOptions(rest.join(","));
  const branch = options[`=${count}`] ?? options[new Intl.PluralRules(locale).select(count)] ?? options.other;
  if (branch === undefined) throw new Error(`Plural message without "other": ${argument}`);
  return formatMessage(branch, params, locale).replaceAll("#", new Intl.NumberFormat(locale).format(count));
}

function parsePluralOptions(source: string): Record<string, string> {
  const options: Record<string, string> = {};
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf("{", i);
    if (open === -1) break;
    const selector = source.slice(i, open).trim();
    const close = matchingBrace(source, open);
    options[selector] = source.slice(open + 1, close);
    i = close + 1;
  }
  return options;
}

const englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A calendar date's long form in each language, as `Intl.DateTimeFormat` writes it with `dateStyle: "long"` for the
 * site's date locales (`dateLocale`; format.test.ts compares every day of four decades with Intl's). Written
 * out rather than asked of Intl: a page's first `Intl.DateTimeFormat` costs Chromium 20 to 75 ms of ICU start-up,
 * in the one task of React's hydration that renders the first date (27–39 ms of a news board's, traced).
 */
const longDate: Record<Locale, (year: number, month: number, day: number) => string> = {
  ko: (year, month, day) => `${year}년 ${month}월 ${day}일`,
  en: (year, month, day) => `${day} ${englishMonths[month - 1]} ${year}`,
  zh: (year, month, day) => `${year}年${month}月${day}日`,
  ja: (year, month, day) => `${year}年${month}月${day}日`,
};

/** A calendar date as the content stores it: `YYYY-MM-DD`, its year, month and day captured. */
export const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (`YYYY-MM-DD`) written out the way the language writes dates. */
export function formatDate(iso: string, locale: Locale): string {
  const parts = CALENDAR_DATE.exec(iso);
  if (!parts) throw new RangeError(`Not a calendar date: ${iso}`);
  return longDate[locale](Number(parts[1]), Number(parts[2]), Number(parts[3]));
}
