import type { Locale } from "../app/i18n/locales";
import type { PageId } from "../app/site/pages";
import { pagePath } from "../app/site/urls";

/**
 * The pages of issue 22's sample: the home page in two languages, a prerendered About page, a chip page, investor
 * relations, the environment tab, and the server-rendered news board, a press release and Japanese search results.
 */
export const SAMPLED_PAGES: readonly { id: PageId; locales: readonly Locale[]; search?: string }[] = [
  { id: "home", locales: ["ko", "en"] },
  { id: "about-history", locales: ["zh"] },
  { id: "technology-beluga-n", locales: ["ja"] },
  { id: "media-ir", locales: ["ko"] },
  { id: "sustainability-environment", locales: ["en"] },
  { id: "media-news", locales: ["ko"] },
  { id: "media-press-view", locales: ["en"], search: "?id=12" },
  { id: "technology-search", locales: ["ja"], search: `?${new URLSearchParams({ q: "ミュンヘン" })}` },
];

/**
 * First-load JavaScript (gzip) a sampled page may load above the floor, a blank React Router app built from the same
 * packages (bench/floor): issue 22's goal. Code a page imports once it is idle (the brand font's cache) is not
 * counted. Today's heaviest sampled pages on a phone are the chip page and the news board, at 11.4 KB.
 */
export const FIRST_LOAD_JS_ABOVE_FLOOR_KB = 12;

/** The sampled pages' addresses, of the given page ids only when there are any. */
export function sampledPaths(only: readonly string[] = []): string[] {
  return SAMPLED_PAGES.filter((page) => only.length === 0 || only.includes(page.id)).flatMap((page) =>
    page.locales.map((locale) => pagePath(page.id, locale) + (page.search ?? "")),
  );
}
