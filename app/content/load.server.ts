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
import { parsedContentFile } from "./content-files";
import { contradictions } from "./stated-facts";
import { sitePassages } from "./stated-facts.server";

/** Content is validated once, when the server (or the prerender) starts: bad content fails the build. */
const content = {
  about: parsedContentFile("content/about.json", about),
  adas: parsedContentFile("content/adas.json", adas),
  gateways: parsedContentFile("content/gateways.json", gateways),
  products: parsedContentFile("content/products.json", products),
  businessAreas: parsedContentFile("content/business-areas.json", businessAreas),
  careers: parsedContentFile("content/careers.json", careers),
  culture: parsedContentFile("content/culture.json", culture),
  history: parsedContentFile("content/history.json", history),
  home: parsedContentFile("content/home.json", home),
  leadership: parsedContentFile("content/leadership.json", leadership),
  offices: parsedContentFile("content/offices.json", offices),
};

/**
 * A figure that one file gives and another repeats in prose must agree with it in every language. Checked by the
 * build before it renders (content-check.server.ts), not at each start: it reads every passage of the site, a tenth
 * of the start's time.
 */
export function contentContradictions() {
  return contradictions({ ...content, environment: parsedContentFile("content/sustainability/environment.json", environment) }, sitePassages());
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
