import type { Locale } from "#app/i18n/locales";

/** Where a product's self-hosted demo and full videos, poster and captions are served. */
export function productMedia(productId: string) {
  const base = `/media/products/${productId}`;
  return {
    poster: `${base}/poster.webp`,
    video: (kind: "demo" | "full") => `${base}/${kind}.mp4`,
    captions: (kind: "demo" | "full", locale: Locale) => `${base}/${kind}.${locale}.vtt`,
  };
}
