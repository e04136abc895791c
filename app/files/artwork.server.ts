import { Resvg } from "@resvg/resvg-js";
import { logoImage, logoMark, mailLogoImage } from "#app/site/logo-mark";
import { brandColour, chipPackage, logo } from "./product-drawing.server";
import { imageSizes, PREVIEW_WIDTH, type ArtworkId, type ArtworkSize } from "#app/site/media";
import { memoized } from "./pdf-document.server";
import { contentIn } from "#app/content/load.server";

/**
 * The media centre's press images, drawn here as SVG in the brand's colours and rasterised by resvg at
 * build time (nothing is downloaded): one drawing, a web and a print size. Their text is set as outlines
 * (see product-drawing.server.ts), so resvg needs no font.
 */

const { width: W, height: H } = imageSizes.web;

const drawings: Record<ArtworkId, () => string> = {
  /** The primary logo on white beside the reversed logo on Midnight Navy, each with its clear space. */
  "logo-pack": () => {
    const navy = brandColour("midnight-navy");
    const scale = 4;
    const logoWidth = logoMark.width * scale;
    const logoHeight = logoMark.height * scale;
    return `<rect width="${W / 2}" height="${H}" fill="#ffffff"/>
      <rect x="${W / 2}" width="${W / 2}" height="${H}" fill="${navy}"/>
      ${logo((W / 2 - logoWidth) / 2, (H - logoHeight) / 2, scale, navy)}
      ${logo(W / 2 + (W / 2 - logoWidth) / 2, (H - logoHeight) / 2, scale, "#ffffff")}`;
  },
  /** The Dolphin5 SoC's package on a navy ground, as its chip page shows it. */
  "dolphin5-package": () => {
    const navy = brandColour("midnight-navy");
    const dolphin5 = contentIn("products", "en").find((product) => product.id === "dolphin5");
    if (!dolphin5) throw new Error("The products have no Dolphin5");
    return `<defs><radialGradient id="ground" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#1c3a72"/><stop offset="1" stop-color="${navy}"/></radialGradient></defs>
      <rect width="${W}" height="${H}" fill="url(#ground)"/>
      <g transform="translate(${W / 2} ${H / 2 - 20})">${chipPackage(dolphin5, "")}</g>`;
  },
};

function rasterise(svg: string, width: number): Uint8Array<ArrayBuffer> {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: width } }).render();
  return new Uint8Array(image.asPng());
}

const rendered = memoized(async (key: `${ArtworkId}/${ArtworkSize}`) => {
  const [id, size] = key.split("/") as [ArtworkId, ArtworkSize];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${drawings[id]()}</svg>`;
  return rasterise(svg, size === "preview" ? PREVIEW_WIDTH : imageSizes[size].width);
});

/** A press image as PNG at its preview, web or print size; drawn once per process. */
export function artwork(id: ArtworkId, size: ArtworkSize): Promise<Uint8Array<ArrayBuffer>> {
  return rendered(`${id}/${size}`);
}

/** The primary logo on white, its drawing (not its box, which leaves room after the wordmark) centred in a square. */
const squareLogo = memoized(async (side: number) => {
  const navy = brandColour("midnight-navy");
  const drawn = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${logoMark.width}" height="${logoMark.height}">${logo(0, 0, 1, navy)}</svg>`).getBBox();
  if (!drawn) throw new Error("The logo draws nothing");
  const scale = (side * 0.84) / drawn.width;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">
    <rect width="${side}" height="${side}" fill="#ffffff"/>
    ${logo((side - drawn.width * scale) / 2 - drawn.x * scale, (side - drawn.height * scale) / 2 - drawn.y * scale, scale, navy)}
  </svg>`;
  return rasterise(svg, side);
});

/** The logo search engines show for the company (`logoImage`), as PNG; drawn once per process. */
export function organizationLogo(): Promise<Uint8Array<ArrayBuffer>> {
  return squareLogo(logoImage.width);
}

const reversedLogo = memoized(async (scale: number) => {
  const { width, height } = mailLogoImage;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="${brandColour("midnight-navy")}"/>
    ${logo(0, 0, 1, "#ffffff")}
  </svg>`;
  return rasterise(svg, width * scale);
});

/** The alert mails' header logo (`mailLogoImage`): reversed on the navy of their header band; drawn once per process. */
export function mailLogo(): Promise<Uint8Array<ArrayBuffer>> {
  return reversedLogo(mailLogoImage.scale);
}
