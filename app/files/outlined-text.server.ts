import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import type { Locale } from "#app/i18n/locales";

/**
 * Text set as SVG outlines at build time, so a drawing served as SVG needs no font and looks the same in every
 * browser. Latin and Korean are set in Pretendard, the brand font; Chinese and Japanese in Noto Sans SC and JP.
 */
const require = createRequire(import.meta.url);
export type Weight = "semibold" | "bold" | "extrabold";
const pretendard: Record<Weight, string> = { semibold: "SemiBold", bold: "Bold", extrabold: "ExtraBold" };
const noto: Record<Weight, string> = { semibold: "600SemiBold", bold: "700Bold", extrabold: "800ExtraBold" };

function fontPath(script: "latin" | "zh" | "ja", weight: Weight): string {
  if (script === "latin") return require.resolve(`pretendard/dist/public/static/Pretendard-${pretendard[weight]}.otf`);
  const family = script === "zh" ? "SC" : "JP";
  return require.resolve(`@expo-google-fonts/noto-sans-${family.toLowerCase()}/${noto[weight]}/NotoSans${family}_${noto[weight]}.ttf`);
}

const fonts = new Map<string, ReturnType<typeof fontkit.create>>();
function font(locale: Locale, weight: Weight) {
  const script = locale === "zh" || locale === "ja" ? locale : "latin";
  const key = `${script}/${weight}`;
  if (!fonts.has(key)) fonts.set(key, fontkit.create(readFileSync(fontPath(script, weight))));
  return fonts.get(key)!;
}

export type TextStyle = { size: number; weight: Weight; fill: string; anchor?: "start" | "middle"; letterSpacing?: number; locale?: Locale };

/** The advance width of `text` in `style`, in user units. */
export function textWidth(text: string, style: TextStyle): number {
  const face = font(style.locale ?? "en", style.weight);
  const run = face.layout(text);
  const units = run.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  return (units * style.size) / face.unitsPerEm + (style.letterSpacing ?? 0) * Math.max(0, run.glyphs.length - 1);
}

/** `text` as one filled path with its baseline at y, starting at x (or centred on it). */
export function outlinedText(text: string, x: number, y: number, style: TextStyle): string {
  const face = font(style.locale ?? "en", style.weight);
  const scale = style.size / face.unitsPerEm;
  const run = face.layout(text);
  let penX = style.anchor === "middle" ? x - textWidth(text, style) / 2 : x;
  const outlines = run.glyphs.map((glyph, index) => {
    const position = run.positions[index]!;
    const outline = glyph.path.scale(scale, -scale).translate(penX + position.xOffset * scale, y - position.yOffset * scale).toSVG();
    penX += position.xAdvance * scale + (style.letterSpacing ?? 0);
    return outline;
  });
  return `<path fill="${style.fill}" d="${outlines.join("").replace(/(\d\.\d)\d+/g, "$1")}"/>`;
}

/**
 * `text` broken into lines no wider than `width`: between words where words are spaced; in Chinese and Japanese
 * between characters, but never inside a katakana word or a run of Latin words (a product code such as "ASIL D") nor before closing punctuation.
 */
export function wrapText(text: string, width: number, style: TextStyle): string[] {
  const spaced = style.locale !== "zh" && style.locale !== "ja";
  const units = spaced ? text.split(/(?<=\s)/) : (text.match(/[\u30A1-\u30FA\u30FC-\u30FF]+|[A-Za-z0-9.\-/]+(?: [A-Za-z0-9.\-/]+)*\s?|./gsu) ?? []);
  const lines: string[] = [];
  let line = "";
  for (const unit of units) {
    const candidate = line + unit;
    const opensLine = spaced || !/^[、。，．・：；！？）」』】〉》,.:;!?)\]]/.test(unit);
    if (line && opensLine && textWidth(candidate.trimEnd(), style) > width) {
      lines.push(line.trimEnd());
      line = unit.trimStart();
    } else line = candidate;
  }
  return [...lines, line.trimEnd()].filter(Boolean);
}
