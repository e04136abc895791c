import { writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, test } from "vitest";
import products from "../../content/products.json";
import { locales } from "#app/i18n/locales";
import { PACKAGE_IMAGE } from "#app/site/product-images";
import { VIDEO_SIZE } from "#app/site/product-media";
import { packageSvg, posterSvg } from "./product-images.server";

/** The SVG's size as resvg reads it: resvg refuses markup that is not well-formed XML. */
function parsedSize(svg: string) {
  const image = new Resvg(svg);
  return { width: image.width, height: image.height };
}

describe.each(products)("$name's pictures", (product) => {
  test("the package render is well-formed SVG of the cards' size, titled with the part name, its text outlined, under 40 KB", () => {
    const svg = packageSvg(product.id);
    if (process.env.PRODUCT_IMAGES_DIR) writeFileSync(`${process.env.PRODUCT_IMAGES_DIR}/${product.id}.svg`, svg);
    expect(parsedSize(svg)).toEqual(PACKAGE_IMAGE);
    expect(svg).toContain(`<title>${product.name}</title>`);
    expect(svg).not.toMatch(/<text|font-family|href="http/);
    expect(Buffer.byteLength(svg)).toBeLessThan(40 * 1024);
  });

  test.each(locales)("the %s video poster is titled with the name and tagline in that language, its text outlined, under 150 KB", (locale) => {
    const svg = posterSvg(product.id, locale);
    if (process.env.PRODUCT_IMAGES_DIR) writeFileSync(`${process.env.PRODUCT_IMAGES_DIR}/${product.id}-poster-${locale}.svg`, svg);
    expect(parsedSize(svg)).toEqual(VIDEO_SIZE);
    expect(svg).toContain(`<title>${product.name} — ${product.tagline[locale]}</title>`);
    expect(svg).not.toMatch(/<text|font-family|href="http/);
    expect(Buffer.byteLength(svg)).toBeLessThan(150 * 1024);
  });
});

test("every chip's package agrees with its specification row, where it has one", () => {
  for (const product of products) {
    const row = product.specs.find((spec) => spec.key === "package");
    expect(row, product.name).toBeDefined();
    expect(row!.value.en).toContain(product.package.type);
    expect(row!.value.en).toContain(`${product.package.bodyMm} × ${product.package.bodyMm} mm`);
  }
});
