import products from "../content/products.json" with { type: "json" };
import { productsSchema } from "../app/content/schemas";
import { locales } from "../app/i18n/locales";
import { productMedia } from "../app/site/product-media";
import type { ClientFile } from "./client-file";
import { videoScenes, webVtt, type VideoKind } from "./product-video";

/** The WebVTT captions of every product video in every language, by the address the site serves each at. */
export function captionFiles(): ClientFile[] {
  return productsSchema.parse(products).flatMap((product) => {
    const media = productMedia(product.id);
    return (["demo", "full"] satisfies VideoKind[]).flatMap((kind) => {
      const scenes = videoScenes(product, kind);
      return locales.map((locale) => ({ address: media.captions(kind, locale), body: webVtt(scenes, locale), type: "text/vtt" }));
    });
  });
}
