import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import products from "../content/products.json" with { type: "json" };
import { productsSchema } from "../app/content/schemas";
import { locales } from "../app/i18n/locales";
import { productMedia } from "../app/site/product-media";
import { videoScenes, webVtt, type VideoKind } from "./product-video";

/** Writes the WebVTT captions of every product video in every language into the client build. */
export async function writeCaptions(clientDir: string) {
  for (const product of productsSchema.parse(products)) {
    const media = productMedia(product.id);
    for (const kind of ["demo", "full"] satisfies VideoKind[]) {
      const scenes = videoScenes(product, kind);
      for (const locale of locales) {
        const file = path.join(clientDir, media.captions(kind, locale));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, webVtt(scenes, locale));
      }
    }
  }
}
