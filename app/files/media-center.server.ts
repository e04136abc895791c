import { createContext } from "react-router";
import type { Locale } from "#app/i18n/locales";
import { localeFromPathname, unlocalizedPath } from "#app/i18n/paths";
import { mediaFileAt } from "#app/site/media";
import { artwork } from "#app/files/artwork.server";
import { mediaItem } from "../content/boards.server";
import { brochure } from "#app/files/brochures.server";
import { inLocale } from "#app/i18n/in-locale";
import { mediaAssetOf } from "../content/media-asset";

/** The media file at an address of the site: a brochure's PDF in the address's language, or a press image's PNG. */
export async function mediaFile(href: string) {
  const file = mediaFileAt(unlocalizedPath(href));
  return file.kind === "brochure" ? { bytes: await brochure(file.id, localeFromPathname(href)), type: "application/pdf" } : { bytes: await artwork(file.id, file.size), type: "image/png" };
}

/**
 * The length of the file the site serves at an address. The server gives the length of its build's file
 * (`server/app.ts`): drawing a press image again at its print size would keep about 60 MB of resvg's memory in the
 * process for good. Where there is no build to read (the prerender that writes those files, the dev server), the
 * file is drawn here.
 */
export const servedFileBytesContext = createContext<(href: string) => Promise<number>>(async (href) => (await mediaFile(href)).bytes.byteLength);

/** What a media-centre item's page shows and offers, its downloads' sizes those of the files the site serves. */
export async function mediaAsset(id: number, locale: Locale, bytesAt: (href: string) => Promise<number>) {
  return mediaAssetOf(inLocale(mediaItem(id), locale), locale, bytesAt);
}
