import { ChipCardList } from "#app/components/chip-card-list";
import type { Locale } from "#app/i18n/locales";
import { shownTranslator } from "#app/i18n/messages.server";
import { chipCards } from "#app/content/technology.server";

/**
 * A business page's chip cards, which have no behaviour in the browser, for `keepRenderedSections`: the cards and their package
 * renders stay out of the shared JavaScript every page loads.
 */
export function chipCardsSection(locale: Locale, include: Parameters<typeof chipCards>[1]) {
  const chips = chipCards(locale, include);
  return { hasChips: chips.length > 0, sections: { chipCards: <ChipCardList chips={chips} linkLabel={shownTranslator(locale)("gateway.viewChip")} /> } };
}
