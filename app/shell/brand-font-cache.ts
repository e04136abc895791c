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

/** How long the work runs before it lets the page answer input: React's scheduler yields as often. */
const SLICE_MS = 5;

/**
 * One clock for every step of the work, and the phases between them: a slice that ends where one `inSlices` hands
 * over to the next would otherwise run on with the work between them (a 14.7 ms task on IR, traced).
 */
let sliceStart = 0;

async function yieldIfDue() {
  if (performance.now() - sliceStart < SLICE_MS) return;
  await new Promise((resolve) => setTimeout(resolve));
  sliceStart = performance.now();
}

/**
 * `step` over each of `items`, in tasks of about `SLICE_MS`: the whole takes a phone over a hundred milliseconds
 * (160 @font-face rules with 5,000 ranges, a page's text, dozens of downloads to start), which in one task would
 * hold up a tap for as long.
 */
async function inSlices<T, R>(items: Iterable<T>, step: (item: T) => R): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) {
    results.push(step(item));
    await yieldIfDue();
  }
  return results;
}

/** The file an @font-face rule of the sheet at `href` names, if `rule` is one. */
function fontFile(rule: CSSRule, href: string): FontFile | undefined {
  if (!(rule instanceof CSSFontFaceRule)) return undefined;
  const source = /url\(["']?([^"')]+)["']?\)/.exec(rule.style.getPropertyValue("src"))?.[1];
  if (!source) return undefined;
  return {
    family: unquote(rule.style.getPropertyValue("font-family")),
    url: new URL(source, new URL(href, location.href)).href,
    ranges: parseUnicodeRange(rule.style.getPropertyValue("unicode-range") || "U+0-10FFFF"),
  };
}

/** The page's text nodes. A template's content is not the page's, and a walk from the body never enters it. */
function* pageTexts(): Generator<string> {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentNode?.nodeName;
    if (parent !== "SCRIPT" && parent !== "STYLE") yield node.nodeValue ?? "";
  }
}

async function fetchInBackground(url: string): Promise<Response> {
  const response = await fetch(url, { priority: "low" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

export async function cacheFilesForThisPage(href: string) {
  const css = await (await fetchInBackground(href)).text();
  sliceStart = performance.now();
  // A constructed sheet is never adopted: it only parses the @font-face rules.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  await yieldIfDue();
  const files = (await inSlices(sheet.cssRules, (rule) => fontFile(rule, href))).filter((file) => file !== undefined);
  const codePoints = new Set<number>();
  await inSlices(pageTexts(), (text) => {
    for (const character of text) codePoints.add(character.codePointAt(0)!);
  });
  const families = new Set(getComputedStyle(document.body).fontFamily.split(",").map(unquote));
  await yieldIfDue();
  const urls = filesFor(codePoints, families, files);
  await yieldIfDue();
  // Starting a fetch costs the page a fraction of a millisecond, and a Korean page needs dozens of files.
  const downloads = await inSlices(urls, (url) => {
    const download = fetchInBackground(url).then((response) => response.arrayBuffer());
    download.catch(() => {}); // awaited below, once every download has started
    return download;
  });
  await Promise.all(downloads);
}
