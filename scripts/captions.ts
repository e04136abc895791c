import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import products from "../content/products.json" with { type: "json" };
import { productsSchema } from "../app/content/schemas";
import { locales } from "../app/i18n/locales";
import { productMedia } from "../app/site/product-media";
import { videoScenes, webVtt, type VideoKind } from "./product-video";

/** The WebVTT captions of every product video in every language, by the address the site serves each at. */
export function captionFiles() {
  return productsSchema.parse(products).flatMap((product) => {
    const media = productMedia(product.id);
    return (["demo", "full"] satisfies VideoKind[]).flatMap((kind) => {
      const scenes = videoScenes(product, kind);
      return locales.map((locale) => ({ address: media.captions(kind, locale), text: webVtt(scenes, locale) }));
    });
  });
}

/** Writes the captions into the client build. */
export async function writeCaptions(clientDir: string) {
  for (const { address, text } of captionFiles()) {
    const file = path.join(clientDir, address);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
}
