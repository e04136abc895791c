/**
 * Search results pages filled into their frame (server/results-frames.ts) against the same pages rendered whole by
 * React Router: two servers on the same build, one with the render cache and its frames (the default), one without
 * (RENDER_CACHE_MAX=0). Every answer must be the same bytes with the same CSP, for the bench's queries in every
 * language, queries that every encoder on the way changes, and fuzzed ones; the frames' counter says which answers
 * were filled, so that the comparison cannot pass by rendering everything whole.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales, type Locale } from "../../app/i18n/locales";
import { localizedPath } from "../../app/i18n/paths";
import { pages } from "../../app/site/pages";
import { fuzzSeed, repeatWith } from "../support/fuzz-seed";
import { freePort } from "../support/net";
import { httpRequest, runPool, ServerHarness } from "./support";

const RESULTS_PATH = pages["technology-search"].path;

let framed: ServerHarness;
let whole: ServerHarness;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  [framed, whole] = await Promise.all([
    ServerHarness.create({ env: { METRICS_PORT: String(metricsPort) } }),
    ServerHarness.create({ env: { RENDER_CACHE_MAX: "0" } }),
  ]);
  await Promise.all([framed.start(), whole.start()]);
});
afterAll(() => Promise.all([framed?.dispose(), whole?.dispose()]));

const address = (locale: Locale, search: string, data = false) => `${localizedPath(RESULTS_PATH, locale)}${data ? ".data" : ""}?${search}`;
const searchOf = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function filledCount(): Promise<number> {
  const metrics = await httpRequest(`http://127.0.0.1:${metricsPort}/metrics`);
  return Number(/^site_results_frame_answers_total\{result="filled"\} (\d+)$/m.exec(metrics.body)?.[1] ?? 0);
}

/** Each address asked once of each server, without encoding: the differences, and how many the frames filled. */
async function compare(addresses: string[]): Promise<{ differences: string[]; filled: number }> {
  const before = await filledCount();
  const differences: string[] = [];
  await runPool(addresses.length, 4, async (n) => {
    const path = addresses[n]!;
    const [fromFrame, rendered] = await Promise.all([framed, whole].map((server) => httpRequest(server.origin + path, { headers: { "Accept-Encoding": "identity" } })));
    if (fromFrame!.status !== rendered!.status) differences.push(`${path}: status ${fromFrame!.status}, rendered whole ${rendered!.status}`);
    else if (fromFrame!.body !== rendered!.body) differences.push(`${path}: the page differs from the page rendered whole`);
    else if (fromFrame!.headers["content-security-policy"] !== rendered!.headers["content-security-policy"]) differences.push(`${path}: the CSP differs`);
  });
  return { differences, filled: (await filledCount()) - before };
}

const BENCH_QUERIES: Record<Locale, string[]> = {
  ko: ["반도체를", "뮌헨에서", "Dolphin5를", "차량용 반도체", "주주총회에서", "없는검색어입니다"],
  en: ["semiconductors", "munich", "driver monitoring", "annual general meeting", "zzz nothing here"],
  zh: ["半导体", "慕尼黑的办事处", "股东大会", "没有结果的词"],
  ja: ["半導体を", "ミュンヘンの拠点", "車載 半導体", "該当なしの語"],
};

/** Characters that HTML, URLs, JSON and the data scripts each encode, and the frames' own mark characters. */
const ENCODED_QUERIES = [
  `"><script>alert(1)</script><img src=x onerror=alert(2)>`,
  "Tom's & Jerry's <b>",
  "back\\slash \"quoted\"",
  "line\u2028separator\u2029end",
  "emoji 🚗 and 한글",
  "</script><!--",
  "50% off + tax = ?#",
  // Found by the fuzz below: a title once showed a no-break space as a space, and dropped a zero-width one.
  "ᎏලꆫᒨ𐫔\u00a0🈒",
  "a\u00a0b",
  "a\u200bb\u2060c",
];

describe("results pages filled into their frame", () => {
  it("are the bytes React Router renders, for the bench's queries of every language, as page 1 and as page 2", async () => {
    const firstPages = locales.flatMap((locale) => BENCH_QUERIES[locale].map((q) => address(locale, searchOf({ q }))));
    const addresses = [...firstPages, ...locales.flatMap((locale) => BENCH_QUERIES[locale].map((q) => address(locale, searchOf({ page: "2", q }))))];
    const { differences, filled } = await compare(addresses);
    expect(differences).toEqual([]);
    // A page 2 is filled where the results have a second page, and rendered whole where they do not.
    expect(filled).toBeGreaterThan(firstPages.length);
  });

  it("are the same for queries that every encoder on the way changes", async () => {
    const addresses = locales.flatMap((locale) => ENCODED_QUERIES.map((q) => address(locale, searchOf({ q }))));
    const { differences, filled } = await compare(addresses);
    expect(differences).toEqual([]);
    expect(filled).toBe(addresses.length);
  });

  it("leave to a whole render the pages a frame cannot hold as React Router would render them", async () => {
    const addresses = [
      // A value that equals another string of the page's data, which the data's encoding would refer to.
      address("en", searchOf({ q: "en" })),
      address("ko", searchOf({ q: "query" })),
      // A query spelled like a frame's own mark.
      address("zh", searchOf({ q: "\uE0000\uE001" })),
      // Spaces to trim, a cut query, a page number past the results, no query.
      address("en", searchOf({ q: " munich " })),
      address("en", searchOf({ q: "semiconductor ".repeat(20).trim() })),
      address("ja", searchOf({ page: "99", q: "半導体" })),
      address("zh", "q="),
    ];
    const { differences, filled } = await compare(addresses);
    expect(differences).toEqual([]);
    expect(filled).toBe(0);
  });

  it("are the same for fuzzed queries and page numbers", async () => {
    const request = fc.record({
      locale: fc.constantFrom(...locales),
      q: fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
      page: fc.option(fc.constantFrom("2", "3", "0", "99", "x"), { nil: undefined }),
    });
    const seed = fuzzSeed("results frames");
    const samples = fc.sample(request, { numRuns: 120, seed });
    const addresses = samples.map(({ locale, q, page }) => address(locale, searchOf(page === undefined ? { q } : { page, q })));
    const { differences, filled } = await compare(addresses);
    expect(differences, repeatWith(seed)).toEqual([]);
    expect(filled).toBeGreaterThan(0);
  });

  it("never say whether another visitor asked for the same query, as a page or as the search box's data", async () => {
    for (const path of [address("en", searchOf({ q: "dividend" })), address("en", searchOf({ q: "dividend", _routes: "en/technology-search" }), true)]) {
      for (const _ of [1, 2]) expect((await httpRequest(framed.origin + path)).headers["x-render-cache"], path).toBeUndefined();
    }
  });
});
