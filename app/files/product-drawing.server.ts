import { company } from "#app/config/company";
import { logoMark } from "#app/site/logo-mark";
import type { Product } from "#app/content/schemas";
import { outlinedText } from "./outlined-text.server";
import { packageDesignation } from "#app/content/package-designation";
import { contentIn } from "#app/content/load.server";

/**
 * The drawings the build makes of the brand and the products: the logo, and a chip's package drawn from its data.
 * Text is set as outlines, so the same drawing is served as SVG and rasterised for the press images.
 */

export function brandColour(id: "midnight-navy" | "moonlight-yellow"): string {
  const colour = contentIn("about", "en").brand.colours.find((entry) => entry.id === id);
  if (!colour) throw new Error(`The brand has no ${id} colour`);
  return colour.hex;
}

/** The logo at `scale` with its top-left corner at (x, y); the road and wordmark in `ink`. */
export function logo(x: number, y: number, scale: number, ink: string): string {
  const { crescent, road, gold, wordmark } = logoMark;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path fill="${gold}" d="${crescent}"/>
    <path fill="none" stroke="${ink}" stroke-width="2.5" stroke-linecap="round" d="${road}"/>
    ${outlinedText(company.wordmark, wordmark.x, wordmark.y, { size: wordmark.size, weight: "extrabold", fill: ink, letterSpacing: wordmark.letterSpacing })}
  </g>`;
}

/** The lid's side in drawing units; the package is drawn centred on the origin, its contacts and shadow around it. */
export const LID = 560;
/** How far the drawing reaches from the origin: up to the leads of a QFP, down to the shadow under the package. */
export const PACKAGE_EXTENT = { top: LID / 2 + 40, bottom: LID / 2 + 104, side: LID / 2 + 40 };

/** The contacts that show from above: the balls' pads along two edges of a BGA, the gull-wing leads on four sides of a QFP. */
function contacts(pkg: Product["package"]): string {
  const half = LID / 2;
  if (pkg.type === "LQFP") {
    const perSide = pkg.pins / 4;
    const pitch = (LID - 80) / perSide;
    const leads = Array.from({ length: perSide }, (_, index) => -half + 40 + pitch * (index + 0.5) - 3);
    const side = leads.map((offset) => `<rect x="${offset.toFixed(1)}" y="${half}" width="6" height="34" rx="1.5"/>`).join("");
    return `<g fill="#c9ccd3">${[0, 90, 180, 270].map((angle) => `<g transform="rotate(${angle})">${side}</g>`).join("")}</g>`;
  }
  const count = Math.min(15, Math.round(Math.sqrt(pkg.pins) / 2));
  const pitch = (LID - 84) / (count - 1);
  const pads = Array.from({ length: count }, (_, index) => -half + 40 + index * pitch);
  return `<g fill="#c9a94a">${pads.map((x) => `<rect x="${x.toFixed(1)}" y="${half + 6}" width="18" height="10" rx="2"/><rect x="${x.toFixed(1)}" y="${-half - 16}" width="18" height="10" rx="2"/>`).join("")}</g>`;
}

/**
 * A chip's package seen from above, lit from the top left: its contacts, the lid with the pin-1 mark, the logo, the
 * part name and the marking with the package designation. Centred on the origin; `idPrefix` keeps its gradients'
 * ids unique in the document.
 */
export function chipPackage(product: Pick<Product, "name" | "package">, idPrefix: string): string {
  const half = LID / 2;
  const gold = brandColour("moonlight-yellow");
  const corner = product.package.type === "LQFP" ? 6 : 22;
  const lidInk = product.package.type === "LQFP" ? "#2a2e36" : "url(#" + idPrefix + "lid)";
  return `<defs>
      <linearGradient id="${idPrefix}lid" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a3f4b"/><stop offset="0.5" stop-color="#1d2129"/><stop offset="1" stop-color="#101318"/></linearGradient>
      <linearGradient id="${idPrefix}sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.4" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
    </defs>
    <ellipse cx="0" cy="${half + 70}" rx="${LID * 0.62}" ry="34" fill="#000000" opacity="0.35"/>
    ${contacts(product.package)}
    <rect x="${-half}" y="${-half}" width="${LID}" height="${LID}" rx="${corner}" fill="${lidInk}" stroke="#4a5060" stroke-width="3"/>
    <rect x="${-half}" y="${-half}" width="${LID}" height="${LID}" rx="${corner}" fill="url(#${idPrefix}sheen)"/>
    <circle cx="${-half + 44}" cy="${-half + 44}" r="12" fill="none" stroke="#5b6272" stroke-width="3"/>
    ${logo(-half + 110, -half + 150, 2, "#d7dbe3")}
    ${outlinedText(product.name, 0, 50, { size: 64, weight: "extrabold", fill: "#ffffff", anchor: "middle" })}
    ${outlinedText(`${product.package.marking} · ${packageDesignation(product.package)}`, 0, 110, { size: 26, weight: "semibold", fill: "#9aa3b5", anchor: "middle", letterSpacing: 4 })}
    <rect x="-60" y="160" width="120" height="6" rx="3" fill="${gold}"/>`;
}
