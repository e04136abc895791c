import about from "../../content/about.json";
import adas from "../../content/adas.json";
import gateways from "../../content/gateways.json";
import products from "../../content/products.json";
import businessAreas from "../../content/business-areas.json";
import careers from "../../content/careers.json";
import culture from "../../content/culture.json";
import history from "../../content/history.json";
import home from "../../content/home.json";
import leadership from "../../content/leadership.json";
import offices from "../../content/offices.json";
import environment from "../../content/sustainability/environment.json";
import type { Locale } from "#app/i18n/locales";
import { inLocale, shownInLocale } from "#app/i18n/in-locale";
import {
  aboutSchema,
  adasSchema,
  gatewaysSchema,
  productsSchema,
  businessAreasSchema,
  careersSchema,
  cultureSchema,
  environmentSchema,
  historySchema,
  homeSchema,
  leadershipSchema,
  officesSchema,
} from "./schemas";
import { contradictions, sitePassages } from "./stated-facts.server";

/** Content is validated once, when the server (or the prerender) starts: bad content fails the build. */
const content = {
  about: aboutSchema.parse(about),
  adas: adasSchema.parse(adas),
  gateways: gatewaysSchema.parse(gateways),
  products: productsSchema.parse(products),
  businessAreas: businessAreasSchema.parse(businessAreas),
  careers: careersSchema.parse(careers),
  culture: cultureSchema.parse(culture),
  history: historySchema.parse(history),
  home: homeSchema.parse(home),
  leadership: leadershipSchema.parse(leadership),
  offices: officesSchema.parse(offices),
};

/**
 * A figure that one file gives and another repeats in prose must agree with it in every language. Checked by the
 * build (react-router.config.ts), not at each start: it reads every passage of the site, a tenth of the start's time.
 */
export function contentContradictions(): string[] {
  return contradictions({ ...content, environment: environmentSchema.parse(environment) }, sitePassages());
}

type ContentName = keyof typeof content;

export function contentIn<N extends ContentName>(name: N, locale: Locale) {
  return inLocale(content[name], locale);
}

/** Content in one language as a page shows it, its words kept whole (not for files: PDF, CSV, calendars). */
export function shownContentIn<N extends ContentName>(name: N, locale: Locale) {
  return shownInLocale(content[name], locale);
}

/** Content as its file gives it, with every language. */
export function contentInEveryLanguage<N extends ContentName>(name: N) {
  return content[name];
}
