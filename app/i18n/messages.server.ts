import { z } from "zod";
import { company } from "#app/config/company";
import en from "./messages/en.json";
import ja from "./messages/ja.json";
import ko from "./messages/ko.json";
import zh from "./messages/zh.json";
import type { Locale } from "./locales";
import { createTranslator, type MessageKey, type MessageSubset, type Messages, type Translate } from "./translator";

/** Korean is the reference: every other catalogue must have exactly its keys, none empty. */
const catalogueSchema = z.strictObject(
  Object.fromEntries(Object.keys(ko).map((key) => [key, z.string().trim().min(1)])) as Record<keyof typeof ko, z.ZodString>,
);

const catalogues: Record<Locale, Messages> = {
  ko: catalogueSchema.parse(ko),
  en: catalogueSchema.parse(en),
  zh: catalogueSchema.parse(zh),
  ja: catalogueSchema.parse(ja),
};

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/** Namespaces only one route uses: its loader sends them (`routeMessages`), every other page goes without. */
export const routeNamespaces = ["inquiry", "ir", "esg", "media", "results"] as const;
type RouteNamespace = (typeof routeNamespaces)[number];

const namespaceOf = (key: string) => key.slice(0, key.indexOf("."));

function subset(locale: Locale, keep: (namespace: string) => boolean): MessageSubset {
  return Object.fromEntries(Object.entries(catalogues[locale]).filter(([key]) => keep(namespaceOf(key)))) as Record<MessageKey, string>;
}

/** What the root sends to every page: the catalogue without the route namespaces. */
export function shellMessages(locale: Locale): MessageSubset {
  return subset(locale, (namespace) => !routeNamespaces.includes(namespace as RouteNamespace));
}

/** One route namespace, for the loader of the route that uses it. */
export function routeMessages(locale: Locale, namespace: RouteNamespace): MessageSubset {
  return subset(locale, (candidate) => candidate === namespace);
}

/** A translator for server code that answers outside a component (errors, CSV, comparison values). */
export function translatorFor(locale: Locale): Translate {
  return createTranslator(messagesFor(locale), locale, company.name[locale]);
}
