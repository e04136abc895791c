import type { Locale } from "#app/i18n/locales";

/** The size of the videos and their posters. */
export const VIDEO_SIZE = { width: 960, height: 540 } as const;

/**
 * Where a product's self-hosted demo and full videos and captions are served, and the pictures the build draws of it:
 * its package (no text of a language) and a video poster per language.
 */
export function productMedia(productId: string) {
  const base = `/media/products/${productId}`;
  return {
    packageImage: `${base}/package.svg`,
    poster: (locale: Locale) => `${base}/poster.${locale}.svg`,
    video: (kind: "demo" | "full") => `${base}/${kind}.mp4`,
    captions: (kind: "demo" | "full", locale: Locale) => `${base}/${kind}.${locale}.vtt`,
  };
}
