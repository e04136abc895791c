import { holdsAnyOf, parseUnicodeRange, type CodePointRange } from "#app/styles/unicode-range";

/*
 * The part of caching the brand font that runs once per browser, on a first visit, when the page is idle after its
 * load (app/shell/brand-font.ts): a module of its own, so that no page's first load carries it.
 */

export type FontFile = { family: string; url: string; ranges: CodePointRange[] };

/** The files of the page's font families that hold at least one of its characters, each once. */
export function filesFor(codePoints: ReadonlySet<number>, families: ReadonlySet<string>, files: readonly FontFile[]): string[] {
  const points = [...codePoints].sort((a, b) => a - b);
  const needed = files.filter(({ family, ranges }) => families.has(family) && holdsAnyOf(ranges, points));
  return [...new Set(needed.map(({ url }) => url))];
}

const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, "");

function fontFiles(sheet: CSSStyleSheet, href: string): FontFile[] {
  return [...sheet.cssRules].flatMap((rule) => {
    if (!(rule instanceof CSSFontFaceRule)) return [];
    const source = /url\(["']?([^"')]+)["']?\)/.exec(rule.style.getPropertyValue("src"))?.[1];
    if (!source) return [];
    return [
      {
        family: unquote(rule.style.getPropertyValue("font-family")),
        url: new URL(source, new URL(href, location.href)).href,
        ranges: parseUnicodeRange(rule.style.getPropertyValue("unicode-range") || "U+0-10FFFF"),
      },
    ];
  });
}

function pageCodePoints(): Set<number> {
  const points = new Set<number>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest("script, style, template") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const character of node.nodeValue ?? "") points.add(character.codePointAt(0)!);
  }
  return points;
}

async function fetchInBackground(url: string): Promise<Response> {
  const response = await fetch(url, { priority: "low" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

export async function cacheFilesForThisPage(href: string) {
  // A constructed sheet is never adopted: it only parses the @font-face rules.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await (await fetchInBackground(href)).text());
  const families = new Set(getComputedStyle(document.body).fontFamily.split(",").map(unquote));
  const urls = filesFor(pageCodePoints(), families, fontFiles(sheet, href));
  await Promise.all(urls.map(async (url) => (await fetchInBackground(url)).arrayBuffer()));
}
