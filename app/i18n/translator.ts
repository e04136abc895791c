import type ko from "./messages/ko.json";
import { formatMessage } from "./format";
import type { Locale } from "./locales";

export type MessageKey = keyof typeof ko;
export type Messages = Record<MessageKey, string>;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Messages name the company as `{company}`, which the translator always fills in, so no catalogue spells it out. */
export function createTranslator(messages: Messages, locale: Locale, companyName: string): Translate {
  return (key, params) => {
    const template = messages[key];
    if (template === undefined) throw new Error(`Message "${key}" is not in the ${locale} catalogue`);
    return formatMessage(template, { ...params, company: companyName }, locale);
  };
}
