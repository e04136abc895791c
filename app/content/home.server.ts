import type { Locale } from "#app/i18n/locales";
import { latestNews } from "./boards.server";
import { homeNotice } from "./notice.server";
import { regionSchema } from "./schemas";
import { shownContentIn } from "./load.server";
import { chipsIn } from "./technology.server";

/** What the home page shows in one language: its hero and notice, the areas, highlighted chips, story, news and network. */
export function homePage(locale: Locale) {
  const offices = shownContentIn("offices", locale);
  const locations = regionSchema.options.map((region) => ({
    region,
    places: [...new Set(offices.filter((office) => office.region === region).map((office) => office.location))],
  }));
  const home = shownContentIn("home", locale);
  const chips = chipsIn(locale);
  const highlights = home.highlights.map(({ product, facts }) => {
    const chip = chips.find((entry) => entry.id === product);
    if (!chip) throw new Error(`Home highlights an unknown product "${product}"`);
    return { id: chip.id, name: chip.name, area: chip.area, tagline: chip.tagline, page: chip.page, image: chip.image, facts };
  });
  return {
    hero: home.hero,
    notice: homeNotice(locale),
    areas: shownContentIn("businessAreas", locale),
    highlights,
    story: home.story,
    news: latestNews(locale, 3),
    locations,
  };
}
