import { officeMapBase } from "../app/files/office-map.server";
import { productImageSvg } from "../app/files/product-images.server";
import { OFFICE_MAP_BASE_PATH } from "../app/site/office-map";
import { productImages } from "../app/site/product-images";
import type { ClientFile } from "./client-file";

const svgFile = (address: string, body: string): ClientFile => ({ address, body, type: "image/svg+xml" });

/** The pictures drawn at build time: each product's package render and video posters, and the global network map's land. */
export const drawingFiles = (): ClientFile[] => [
  ...productImages().map(({ path, image }) => svgFile(path, productImageSvg(image))),
  svgFile(OFFICE_MAP_BASE_PATH, officeMapBase()),
];
