import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { company } from "#app/config/company";
import { logoImage, logoMark } from "#app/site/logo-mark";
import { imageSizes, PREVIEW_WIDTH, type ArtworkId, type ArtworkSize } from "#app/site/media";
import { memoized } from "./pdf-document.server";
import { siteContent } from "./site-content.server";

/**
 * The media centre's press images, drawn here as SVG in the brand's colours and rasterised by resvg at
 * build time (nothing is downloaded): one drawing, a web and a print size. The wordmark is set in
 * Pretendard, the brand font, from its npm package.
 */
const require = createRequire(import.meta.url);
const fontFiles = ["Pretendard-ExtraBold.otf", "Pretendard-SemiBold.otf"].map((file) => require.resolve(`pretendard/dist/public/static/${file}`));

const { width: W, height: H } = imageSizes.web;

function brandColour(id: "midnight-navy" | "moonlight-yellow"): string {
  const colour = siteContent("about", "en").brand.colours.find((entry) => entry.id === id);
  if (!colour) throw new Error(`The brand has no ${id} colour`);
  return colour.hex;
}

/** The logo at `scale` with its top-left corner at (x, y); the road and wordmark in `ink`. */
function logo(x: number, y: number, scale: number, ink: string): string {
  const { crescent, road, gold, wordmark } = logoMark;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path fill="${gold}" d="${crescent}"/>
    <path fill="none" stroke="${ink}" stroke-width="2.5" stroke-linecap="round" d="${road}"/>
    <text x="${wordmark.x}" y="${wordmark.y}" fill="${ink}" font-family="Pretendard" font-size="${wordmark.size}" font-weight="${wordmark.weight}" letter-spacing="${wordmark.letterSpacing}">${company.wordmark}</text>
  </g>`;
}

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
  /** The Dolphin5 SoC's package, marked with the logo and the part name, lit from above on a navy ground. */
  "dolphin5-package": () => {
    const navy = brandColour("midnight-navy");
    const gold = brandColour("moonlight-yellow");
    const size = 560;
    const x = (W - size) / 2;
    const y = (H - size) / 2 - 20;
    const balls = Array.from({ length: 15 }, (_, index) => x + 40 + index * 34);
    const pads = balls.map((bx) => `<rect x="${bx}" y="${y + size + 6}" width="18" height="10" rx="2" fill="#c9a94a"/><rect x="${bx}" y="${y - 16}" width="18" height="10" rx="2" fill="#c9a94a"/>`).join("");
    return `<defs>
        <radialGradient id="ground" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#1c3a72"/><stop offset="1" stop-color="${navy}"/></radialGradient>
        <linearGradient id="lid" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a3f4b"/><stop offset="0.5" stop-color="#1d2129"/><stop offset="1" stop-color="#101318"/></linearGradient>
        <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.4" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
      </defs>
      <rect width="${W}" height="${H}" fill="url(#ground)"/>
      <ellipse cx="${W / 2}" cy="${y + size + 70}" rx="${size * 0.62}" ry="34" fill="#000000" opacity="0.35"/>
      ${pads}
      <rect x="${x}" y="${y}" width="${size}" height="${size}" rx="22" fill="url(#lid)" stroke="#4a5060" stroke-width="3"/>
      <rect x="${x}" y="${y}" width="${size}" height="${size}" rx="22" fill="url(#sheen)"/>
      <circle cx="${x + 44}" cy="${y + 44}" r="12" fill="none" stroke="#5b6272" stroke-width="3"/>
      ${logo(x + 110, y + 150, 2, "#d7dbe3")}
      <text x="${W / 2}" y="${y + 330}" text-anchor="middle" fill="#ffffff" font-family="Pretendard" font-size="64" font-weight="800">Dolphin5</text>
      <text x="${W / 2}" y="${y + 390}" text-anchor="middle" fill="#9aa3b5" font-family="Pretendard" font-size="26" font-weight="600" letter-spacing="4">DS-D5A · FCBGA</text>
      <rect x="${W / 2 - 60}" y="${y + 440}" width="120" height="6" rx="3" fill="${gold}"/>`;
  },
};

const fontOptions = { fontFiles, loadSystemFonts: false, defaultFontFamily: "Pretendard" };

function rasterise(svg: string, width: number): Uint8Array<ArrayBuffer> {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: fontOptions }).render();
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
  const drawn = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${logoMark.width}" height="${logoMark.height}">${logo(0, 0, 1, navy)}</svg>`, { font: fontOptions }).getBBox();
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
