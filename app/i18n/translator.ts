import type ko from "./messages/ko.json";
import { formatMessage } from "./format";
import type { Locale } from "./locales";

export type MessageKey = keyof typeof ko;
export type Messages = Record<MessageKey, string>;
/** The part of a catalogue a page receives: the shell's messages plus those of its routes. */
export type MessageSubset = Partial<Messages>;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Messages name the company as `{company}`, which the translator always fills in, so no catalogue spells it out. */
export function createTranslator(messages: MessageSubset, locale: Locale, companyName: string): Translate {
  return (key, params) => {
    const template = messages[key];
    if (template === undefined) throw new Error(`Message "${key}" was not sent to this page: add its namespace to the route's loader`);
    return formatMessage(template, { ...params, company: companyName }, locale);
  };
}
