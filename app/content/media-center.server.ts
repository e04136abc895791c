import { company } from "#app/config/company";
import type { Locale } from "#app/i18n/locales";
import { formatFileSize } from "#app/i18n/number-format";
import { localizedPath } from "#app/i18n/paths";
import { artworkPath, brochurePath, imageSizes, PREVIEW_WIDTH, type ImageSize } from "#app/site/media";
import { artwork } from "./artwork.server";
import { mediaItem } from "./boards.server";
import { brochure } from "./brochures.server";

/** What a media-centre item's page shows and offers: the video, the brochure to download, or the image at two sizes. */
export async function mediaAsset(id: number, locale: Locale) {
  const item = mediaItem(id);
  switch (item.kind) {
    case "video":
      return { kind: "video" as const, product: item.product, clip: item.clip };
    case "brochure": {
      const bytes = await brochure(item.document, locale);
      return {
        kind: "brochure" as const,
        href: localizedPath(brochurePath(item.document), locale),
        fileName: `${company.slug}-${item.document}-${locale}.pdf`,
        size: formatFileSize(bytes.byteLength, locale),
      };
    }
    case "image": {
      const sizes = await Promise.all(
        (Object.keys(imageSizes) as ImageSize[]).map(async (size) => ({
          size,
          ...imageSizes[size],
          href: artworkPath(item.artwork, size),
          fileName: `${company.slug}-${item.artwork}-${size}.png`,
          bytes: formatFileSize((await artwork(item.artwork, size)).byteLength, locale),
        })),
      );
      const preview = artworkPath(item.artwork, "preview");
      return {
        kind: "image" as const,
        alt: item.alt[locale],
        /** What a share of the item's page shows: the web size. */
        share: { path: artworkPath(item.artwork, "web"), ...imageSizes.web, alt: item.alt[locale] },
        preview: {
          src: preview,
          srcSet: `${preview} ${PREVIEW_WIDTH}w, ${artworkPath(item.artwork, "web")} ${imageSizes.web.width}w`,
          width: PREVIEW_WIDTH,
          height: (PREVIEW_WIDTH * imageSizes.web.height) / imageSizes.web.width,
        },
        sizes,
      };
    }
  }
}

export type MediaAsset = Awaited<ReturnType<typeof mediaAsset>>;
