import type { Locale } from "#app/i18n/locales";
import { htmlLang } from "#app/i18n/locales";
import { PACKAGE_IMAGE, type ProductImage } from "#app/site/product-images";
import { VIDEO_SIZE } from "#app/site/product-media";
import { outlinedText, wrapText, type TextStyle } from "./outlined-text.server";
import { brandColour, chipPackage, logo, PACKAGE_EXTENT } from "./product-drawing.server";
import { contentIn } from "#app/content/load.server";

/**
 * The products' pictures, drawn at build time as SVG with outlined text: each chip's package on a light ground for
 * its page and cards, and a video poster per language with the chip's name and tagline beside its package.
 */

function chipIn(id: string, locale: Locale) {
  const chip = contentIn("products", locale).find((product) => product.id === id);
  if (!chip) throw new Error(`No product ${id}`);
  return chip;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function svg(size: { width: number; height: number }, title: string, lang: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" role="img" xml:lang="${lang}"><title>${escapeXml(title)}</title>${body}</svg>`;
}

/** The scale at which a package of `bodyMm` is drawn: larger bodies larger, a 24 mm body at `full`. */
const packageScale = (bodyMm: number, full: number) => full * Math.sqrt(bodyMm / 24);

/** A chip's package, centred on a light studio ground; the part name and marking are the only text, in no language. */
export function packageSvg(id: string): string {
  const chip = chipIn(id, "en");
  const { width, height } = PACKAGE_IMAGE;
  const scale = packageScale(chip.package.bodyMm, (height - 60) / (PACKAGE_EXTENT.top + PACKAGE_EXTENT.bottom));
  const centreY = 30 + PACKAGE_EXTENT.top * scale + (height - 60 - (PACKAGE_EXTENT.top + PACKAGE_EXTENT.bottom) * scale) / 2;
  return svg(
    PACKAGE_IMAGE,
    chip.name,
    "en",
    `<defs><radialGradient id="ground" cx="50%" cy="30%" r="80%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d9dfea"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#ground)"/>
    <g transform="translate(${width / 2} ${centreY.toFixed(1)}) scale(${scale.toFixed(4)})">${chipPackage(chip, "package-")}</g>`,
  );
}

/**
 * A video's poster in one language: the logo, the chip's name and its tagline on the left, the package on the right,
 * all in the upper four fifths, clear of the player's controls.
 */
export function posterSvg(id: string, locale: Locale): string {
  const chip = chipIn(id, locale);
  const { width, height } = VIDEO_SIZE;
  const gold = brandColour("moonlight-yellow");
  const tagline: TextStyle = { size: 30, weight: "semibold", fill: "#dde5f5", locale };
  const lines = wrapText(chip.tagline, 460, tagline);
  if (lines.length > 4) throw new Error(`The ${locale} tagline of ${chip.name} takes ${lines.length} lines on its poster`);
  const scale = packageScale(chip.package.bodyMm, 0.5);
  return svg(
    VIDEO_SIZE,
    `${chip.name} — ${chip.tagline}`,
    htmlLang[locale],
    `<defs><radialGradient id="ground" cx="75%" cy="40%" r="80%"><stop offset="0" stop-color="#1c3a72"/><stop offset="1" stop-color="${brandColour("midnight-navy")}"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#ground)"/>
    ${logo(64, 48, 1.1, "#ffffff")}
    <rect x="64" y="136" width="96" height="8" fill="${gold}"/>
    ${outlinedText(chip.name, 64, 224, { size: 64, weight: "extrabold", fill: "#ffffff" })}
    ${lines.map((line, index) => outlinedText(line, 64, 284 + index * 44, tagline)).join("")}
    <g transform="translate(735 230) scale(${scale.toFixed(4)})">${chipPackage(chip, "poster-")}</g>`,
  );
}

export function productImageSvg(image: ProductImage): string {
  return image.kind === "package" ? packageSvg(image.chip) : posterSvg(image.chip, image.locale);
}
