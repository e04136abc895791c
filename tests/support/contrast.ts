/** The channels of a colour written as `#rrggbb` or as CSS `rgb()`/`rgba()` (what getComputedStyle gives), 0–255. */
function channels(colour: string): number[] {
  if (colour.startsWith("#")) return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return colour.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
}

/** WCAG 2.2's relative luminance of an sRGB colour. */
function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.2's contrast ratio of two colours: 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
