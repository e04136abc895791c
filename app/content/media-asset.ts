import { company } from "#app/config/company";
import type { Locale } from "#app/i18n/locales";
import { formatFileSize } from "#app/i18n/number-format";
import { localizedPath } from "#app/i18n/paths";
import { z } from "zod";
import { artworkPath, brochurePath, imageSizes, PREVIEW_WIDTH, type ImageSize } from "#app/site/media";
import { mediaBrochureSchema, mediaImageSchema, mediaVideoSchema } from "./schemas";

/**
 * What a media-centre item's page needs of the item, in one language: which video, brochure or image it offers (the
 * image's description in that language). Other fields are left out, so an item in one language reads as its source.
 */
export const mediaAssetSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: mediaVideoSchema.shape.kind, product: mediaVideoSchema.shape.product, clip: mediaVideoSchema.shape.clip }),
  z.object({ kind: mediaBrochureSchema.shape.kind, document: mediaBrochureSchema.shape.document }),
  z.object({ kind: mediaImageSchema.shape.kind, artwork: mediaImageSchema.shape.artwork, alt: z.string().default("") }),
]);
export type MediaAssetSource = z.infer<typeof mediaAssetSourceSchema>;

/**
 * What a media-centre item's page shows and offers: the video, the brochure to download, or the image at two sizes,
 * each download with its size. `bytesAt` gives the length of the file at an address of the site: the server's own
 * file, or in the content editor's preview, the file as the editor's server draws it.
 */
export async function mediaAssetOf(item: MediaAssetSource, locale: Locale, bytesAt: (href: string) => Promise<number>) {
  switch (item.kind) {
    case "video":
      return { kind: "video" as const, product: item.product, clip: item.clip };
    case "brochure": {
      const href = localizedPath(brochurePath(item.document), locale);
      return { kind: "brochure" as const, href, fileName: `${company.slug}-${item.document}-${locale}.pdf`, size: formatFileSize(await bytesAt(href), locale) };
    }
    case "image": {
      const sizes = await Promise.all(
        (Object.keys(imageSizes) as ImageSize[]).map(async (size) => {
          const href = artworkPath(item.artwork, size);
          return { size, ...imageSizes[size], href, fileName: `${company.slug}-${item.artwork}-${size}.png`, bytes: formatFileSize(await bytesAt(href), locale) };
        }),
      );
      const preview = artworkPath(item.artwork, "preview");
      return {
        kind: "image" as const,
        alt: item.alt,
        /** What a share of the item's page shows: the web size. */
        share: { path: artworkPath(item.artwork, "web"), ...imageSizes.web, alt: item.alt },
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

export type MediaAsset = Awaited<ReturnType<typeof mediaAssetOf>>;
