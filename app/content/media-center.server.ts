import type { Locale } from "#app/i18n/locales";
import { localeFromPathname, unlocalizedPath } from "#app/i18n/paths";
import { mediaFileAt } from "#app/site/media";
import { artwork } from "./artwork.server";
import { mediaItem } from "./boards.server";
import { brochure } from "./brochures.server";
import { inLocale } from "./localized";
import { mediaAssetOf } from "./media-asset";

/** The media file at an address of the site: a brochure's PDF in the address's language, or a press image's PNG. */
export async function mediaFile(href: string) {
  const file = mediaFileAt(unlocalizedPath(href));
  return file.kind === "brochure" ? { bytes: await brochure(file.id, localeFromPathname(href)), type: "application/pdf" } : { bytes: await artwork(file.id, file.size), type: "image/png" };
}

/** What a media-centre item's page shows and offers, its downloads' sizes those of the files the site serves. */
export async function mediaAsset(id: number, locale: Locale) {
  return mediaAssetOf(inLocale(mediaItem(id), locale), locale, async (href) => (await mediaFile(href)).bytes.byteLength);
}
