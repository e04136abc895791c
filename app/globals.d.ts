declare const __BUILD_ID__: string;
/** When the build began, in milliseconds since the epoch. */
declare const __BUILD_TIME__: number;

/** The address of the browser's message catalogue in one language (scripts/catalogue-assets.ts). */
declare module "virtual:catalogue/*" {
  const url: string;
  export default url;
}

declare module "linebreak" {
  /** UAX #14 line break opportunities (pdfkit's own dependency). */
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
}

declare module "fontkit" {
  type Path = { scale(x: number, y?: number): Path; translate(x: number, y: number): Path; toSVG(): string };
  /** The part of fontkit (pdfkit's own font engine) that checks a font's coverage, measures its glyphs and lays text out as outlines. */
  export function create(buffer: Uint8Array): {
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): { advanceWidth: number };
    postscriptName: string;
    unitsPerEm: number;
    layout(text: string): { glyphs: { path: Path }[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
  };
}

declare namespace PDFKit.Mixins {
  interface StructureElementOptions {
    /** Which cells a table header cell (TH) heads: taken by pdfkit 0.20, missing from @types/pdfkit 0.17. */
    scope?: "Row" | "Column" | "Both";
  }
}
