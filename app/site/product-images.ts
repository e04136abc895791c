import { locales, type Locale } from "#app/i18n/locales";
import { productMedia } from "./product-media";
import { chipIds, type ChipId } from "./technology";

/** A package render's drawing size: one aspect ratio for every chip, on its page and on its cards. */
export const PACKAGE_IMAGE = { width: 800, height: 500 } as const;

export type ProductImage = { chip: ChipId; kind: "package" } | { chip: ChipId; kind: "poster"; locale: Locale };

/**
 * Every picture the build draws of the products, by the address it is served at (scripts/drawings.ts writes them).
 * Apart from product-media.ts, which the media board's videos bring into the browser.
 */
export function productImages(): { path: string; image: ProductImage }[] {
  return chipIds.flatMap((chip) => {
    const media = productMedia(chip);
    return [
      { path: media.packageImage, image: { chip, kind: "package" } as const },
      ...locales.map((locale) => ({ path: media.poster(locale), image: { chip, kind: "poster", locale } as const })),
    ];
  });
}
