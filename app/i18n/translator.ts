import type ko from "./messages/ko.json";
import { formatMessage } from "./format";
import type { Locale } from "./locales";

export type MessageKey = keyof typeof ko;
export type Messages = Record<MessageKey, string>;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function createTranslator(messages: Messages, locale: Locale): Translate {
  return (key, params) => formatMessage(messages[key], params, locale);
}
