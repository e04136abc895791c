import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { officeMapBase } from "../app/content/office-map.server";
import { productImageSvg } from "../app/content/product-images.server";
import { OFFICE_MAP_BASE_PATH } from "../app/site/office-map";
import { productImages } from "../app/site/product-images";

/**
 * Writes the pictures drawn at build time into the client build, as files beside the pages: each product's package
 * render and video posters, and the global network map's land. They are not routes, so the browser's route manifest
 * does not carry them.
 */
export async function writeDrawings(clientDir: string) {
  const drawings = [...productImages().map(({ path, image }) => ({ address: path, svg: productImageSvg(image) })), { address: OFFICE_MAP_BASE_PATH, svg: officeMapBase() }];
  for (const { address, svg } of drawings) {
    const file = path.join(clientDir, address);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, svg);
  }
}
