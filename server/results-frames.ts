import { LRUCache } from "lru-cache";
import { localeFromPathname, localizedPath } from "#app/i18n/paths";
import type { ResultsPage } from "#app/search/search-results.server";
import { cutQuery } from "#app/search/text";
import { plainText } from "#app/content/unbreakable-terms";
import { pages } from "#app/site/pages";

/**
 * The search results page without its query: everything but the query, the status lines and the results is the same
 * for every query of a language (header, menus, footer, the hydration data of the root, the scripts), and rendering
 * it is most of an uncached answer's time (docs/decisions/031-results-page-frames.md: the figures). A frame is that page rendered once by React Router with marks
 * in place of the query's values; an answer fills the values into it, encoded as React and React Router encode them
 * at each place. A test renders every kind of query both ways and compares the bytes
 * (tests/integration/results-frames.test.ts).
 */

/** Renders the results page at `url` (path and query) with `given` as its data instead of a search. */
export type RenderFrame = (url: string, given: ResultsPage) => Promise<Response>;

/** A value's place in the frame, by how it is encoded there; "title" is text of the page's title and share texts. */
type Place = "text" | "title" | "markup" | "query-in-url" | "stream";
type Hole = { value: number; place: Place };
/** `streams`: the text of React Router's data scripts, marks and all. */
type Layout = { parts: string[]; holes: Hole[]; streams: string };
type Frame = Layout & { status: number; headers: Headers };
/** A results page filled into its frame: the page's text, with the status and headers of the frame's render. */
export type FilledPage = { html: string; status: number; headers: Headers };

/** Frames kept: one per language, number of status lines and page number asked for (one the results have). */
const MAX_FRAMES = 64;
const RESULTS_PATH = pages["technology-search"].path;

/** Private-use characters, which no encoder on the way changes, around the number of the value they stand for. */
const mark = (value: number) => `\uE000${value}\uE001`;
const QUERY = 0;
const RESULTS = 1;
const firstStatusLine = 2;
const MARK = /\uE000(\d+)\uE001|%EE%80%80(\d+)%EE%80%81/g;
/** React Router's scripts that carry the loaders' data (turbo-stream, as a JavaScript string). */
const STREAM_SCRIPT = /<script>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?<\/script>/g;
const ANY_SCRIPT = /<script\b[\s\S]*?<\/script>/g;
/** The page's title and its meta elements (og:title), whose text seoMeta gives as plain text (plainText). */
const TITLE_TEXT = /<title>[\s\S]*?<\/title>|<meta\b[^>]*>/g;

/** React's escaping of text and attribute values. */
const HTML_ESCAPES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
/** React Router's escaping of the JSON in its scripts. */
const SCRIPT_ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

const encoders: Record<Place, (value: string) => string> = {
  text: (value) => value.replace(/["&'<>]/g, (c) => HTML_ESCAPES[c]!),
  title: (value) => encoders.text(plainText(value)),
  markup: (value) => value,
  "query-in-url": (value) => new URLSearchParams({ q: value }).toString().slice("q=".length),
  // A string in turbo-stream's JSON, inside the JSON string that the script enqueues.
  stream: (value) => JSON.stringify(JSON.stringify(value).slice(1, -1)).slice(1, -1).replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!),
};

/**
 * Where each mark is, or null when one is somewhere the fill cannot encode for (another script, the results more
 * than once, the query's URL form outside markup): such a frame is not used.
 */
export function frameOf(html: string, valueCount: number): Layout | null {
  const inRanges = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length] as const);
  const streams = inRanges(STREAM_SCRIPT);
  const scripts = inRanges(ANY_SCRIPT);
  const titles = inRanges(TITLE_TEXT);
  const within = (ranges: (readonly [number, number])[], at: number) => ranges.some(([start, end]) => start <= at && at < end);
  const parts: string[] = [];
  const holes: Hole[] = [];
  let from = 0;
  for (const match of html.matchAll(MARK)) {
    const value = Number(match[1] ?? match[2]);
    const inUrl = match[2] !== undefined;
    const place: Place | null = within(streams, match.index)
      ? inUrl ? null : "stream"
      : within(scripts, match.index)
        ? null
        : inUrl ? (value === QUERY ? "query-in-url" : null) : value === RESULTS ? "markup" : within(titles, match.index) ? "title" : "text";
    if (place === null || value >= valueCount) return null;
    parts.push(html.slice(from, match.index));
    holes.push({ value, place });
    from = match.index + match[0].length;
  }
  parts.push(html.slice(from));
  const count = (value: number, place: Place) => holes.filter((hole) => hole.value === value && hole.place === place).length;
  const complete = count(RESULTS, "markup") === 1 && Array.from({ length: valueCount }, (_, value) => value).every((value) => holes.some((hole) => hole.value === value));
  return complete ? { parts, holes, streams: streams.map(([start, end]) => html.slice(start, end)).join("") } : null;
}

/**
 * Whether `values` fill the frame as React Router would have rendered them. Its data encoding (turbo-stream) writes
 * a string once and refers to it after: a value that equals another string of the data ("en", "query") would be
 * a reference in a whole render, so such a page is rendered whole.
 */
export function fillsAsRendered({ holes, streams }: Layout, values: string[]): boolean {
  const inStreams = new Set(holes.filter((hole) => hole.place === "stream").map((hole) => hole.value));
  return ![...inStreams].some((value) => streams.includes(`\\"${encoders.stream(values[value]!)}\\"`));
}

export function fillFrame({ parts, holes }: Layout, values: string[]): string {
  let html = parts[0]!;
  holes.forEach((hole, index) => {
    html += encoders[hole.place](values[hole.value]!) + parts[index + 1];
  });
  return html;
}

/**
 * The query string of a results page whose frame can answer it, with the query's value as its mark, or null: only
 * `q` and `page`, each once, in the order and encoding of URLSearchParams (a form's GET and the site's own links), so
 * that the page's links, which repeat the address as it was asked for, read the same.
 */
function frameSearch(url: URL): string | null {
  const params = new URLSearchParams(url.search);
  const names = [...params.keys()];
  if (!names.includes("q") || names.some((name) => name !== "q" && name !== "page") || new Set(names).size !== names.length) return null;
  params.sort();
  if (`?${params}` !== url.search) return null;
  params.set("q", mark(QUERY));
  return `?${params}`;
}

/**
 * The frame's address for a request of the results page at `url` showing `page`, or null: a query that is not cut and
 * has no space to trim (the canonical address and the title use the query as searched, the page's own links the
 * address as asked for), and no page number but the one shown (a number past the results would make a frame each).
 */
function framedAddress(url: URL, page: ResultsPage): string | null {
  const { query, cut } = cutQuery(url.searchParams.get("q") ?? "");
  if (cut || query === "" || query !== query.trim()) return null;
  const pageNumber = url.searchParams.get("page");
  if (pageNumber !== null && pageNumber !== String(page.page)) return null;
  const search = frameSearch(url);
  return search === null ? null : url.pathname + search;
}

export type ResultsFramesOptions = {
  render: RenderFrame;
  resultsPage: (request: Request) => ResultsPage;
  /** Called with every results page asked for: filled into its frame, or left to be rendered whole. */
  counts?: (result: "filled" | "whole") => void;
};

/**
 * A GET of the results page: its data, searched once, and the page filled into its frame, or null when the page is to
 * be rendered whole with that data (an address or a query that a frame cannot hold as React would).
 */
export type SearchedPage = { data: ResultsPage; filled: FilledPage | null };

/**
 * Results pages from frames: `search` gives a GET of the results page its data and, where a frame can hold it, the
 * page filled into its frame.
 */
export function createResultsFrames({ render, resultsPage, counts = () => {} }: ResultsFramesOptions) {
  const frames = new LRUCache<string, Promise<Frame | null>>({ max: MAX_FRAMES });

  /** The frame at `address`; null where the marks cannot be filled as React would; a failed render throws. */
  const renderFrame = async (address: string, statusLines: number, pageNumber: number): Promise<Frame | null> => {
    const status = Array.from({ length: statusLines }, (_, line) => mark(firstStatusLine + line));
    const response = await render(address, { query: mark(QUERY), cut: false, results: mark(RESULTS), status, page: pageNumber });
    if (response.status !== 200 || !response.headers.get("Content-Type")?.startsWith("text/html")) throw new Error(`The results page frame at ${address} answered ${response.status}`);
    const frame = frameOf(await response.text(), firstStatusLine + statusLines);
    return frame && { status: response.status, headers: response.headers, ...frame };
  };

  /** The frame for `address`, rendered once; a failed render is not kept, and the next request tries again. */
  const frameFor = (address: string, page: ResultsPage): Promise<Frame | null> => {
    const key = `${address} ${page.status.length}`;
    const kept = frames.get(key);
    if (kept) return kept;
    const frame = renderFrame(address, page.status.length, page.page);
    frames.set(key, frame);
    frame.catch(() => frames.get(key) === frame && frames.delete(key));
    return frame.catch(() => null);
  };

  const filled = async (url: URL, page: ResultsPage): Promise<FilledPage | null> => {
    const address = framedAddress(url, page);
    const layout = address === null ? null : await frameFor(address, page);
    const values = [page.query, page.results, ...page.status];
    if (!layout || !fillsAsRendered(layout, values)) return null;
    return { html: fillFrame(layout, values), status: layout.status, headers: layout.headers };
  };

  return {
    async search(request: Request): Promise<SearchedPage | null> {
      if (request.method !== "GET") return null;
      const url = new URL(request.url);
      if (url.pathname !== localizedPath(RESULTS_PATH, localeFromPathname(url.pathname))) return null;
      // A search that fails is left to the loader, whose error the page's error boundary shows.
      let data: ResultsPage;
      try {
        data = resultsPage(request);
      } catch {
        return null;
      }
      const page = await filled(url, data);
      counts(page ? "filled" : "whole");
      return { data, filled: page };
    },
  };
}
