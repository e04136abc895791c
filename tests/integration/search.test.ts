/**
 * Search on the production build. Recall tables, one per language, against the index the build wrote: each query
 * lists pages that must be among its results and pages that must not. Then fuzzed queries against the real server:
 * any bytes as `q` and `page`, in every language, as a page and as the router's data request, answer 200 and never
 * a 5xx; the query comes back escaped, and one over 200 characters is cut with a notice.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../app/i18n/messages/en.json";
import { locales, type Locale } from "../../app/i18n/locales";
import { plainTranslator } from "../../app/i18n/messages.server";
import { localizedPath } from "../../app/i18n/paths";
import { searchDocumentsSchema } from "../../app/search/documents";
import { createSearchIndex, search, type SearchIndex } from "../../app/search/search-index";
import { pages } from "../../app/site/pages";
import { fuzzSeed, repeatWith } from "../support/fuzz-seed";
import { httpRequest, ROOT, runPool, ServerHarness } from "./support";

const RESULTS_PATH = pages["technology-search"].path;

function indexOf(locale: Locale): SearchIndex {
  const file = path.join(ROOT, "build/server/search", `${locale}.json`);
  return createSearchIndex(locale, searchDocumentsSchema.parse(JSON.parse(readFileSync(file, "utf8"))));
}

/** Every result of a query, all pages of it. */
function allResults(index: SearchIndex, query: string): string[] {
  const first = search(index, query);
  const rest = Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, n) => search(index, query, n + 2).results);
  return [first.results, ...rest].flat().map((result) => result.url);
}

type RecallCase = { query: string; kind: string; found: string[]; notFound?: string[] };

const recall: Record<Locale, RecallCase[]> = {
  ko: [
    { kind: "place + 에", query: "뮌헨에", found: ["/view/about/global", "/view/media/newsView?id=6"] },
    { kind: "place + 의", query: "뮌헨의", found: ["/view/about/global", "/view/media/newsView?id=6"] },
    { kind: "place + 에서", query: "뮌헨에서", found: ["/view/about/global", "/view/about/history"] },
    { kind: "product + 를", query: "Dolphin5를", found: ["/view/technology/dolphin5", "/view/media/newsView?id=7", "/view/media/pressView?id=10"] },
    { kind: "product + 은", query: "Orca-V는", found: ["/view/technology/prod06", "/view/media/pressView?id=4"] },
    { kind: "product + 은", query: "Tetra32은", found: ["/view/technology/prod08", "/view/media/pressView?id=6"] },
    { kind: "noun + 를", query: "반도체를", found: ["/view/about/about", "/view/about/history"] },
    { kind: "noun + 에서", query: "주주총회에서", found: ["/view/media/pressView?id=9", "/view/media/ir"] },
    { kind: "compound without its space", query: "차량용반도체", found: ["/view/about/culture", "/view/sustainability/vision"] },
    { kind: "compound with a space the text lacks", query: "자율 주행", found: ["/view/sustainability/vision"] },
    { kind: "false stem 회의 ≠ 회", query: "회의", found: ["/view/sustainability/esg01", "/view/media/ir"], notFound: ["/view/about/about", "/view/about/history", "/view/about/global"] },
    { kind: "false stem 국가 ≠ 국", query: "국가", found: [], notFound: ["/view/about/global"] },
  ],
  en: [
    { kind: "place", query: "Munich", found: ["/en/view/about/global", "/en/view/media/newsView?id=6"] },
    { kind: "place + possessive", query: "Munich's", found: ["/en/view/about/global"] },
    { kind: "product, any case", query: "DOLPHIN5", found: ["/en/view/technology/dolphin5", "/en/view/media/newsView?id=7"] },
    { kind: "product as a word prefix", query: "tetra", found: ["/en/view/technology/prod08", "/en/view/media/pressView?id=6"] },
    { kind: "product name split", query: "Tetra 32", found: ["/en/view/technology/prod08"] },
    { kind: "plural finds singular", query: "microcontrollers", found: ["/en/view/technology/prod03", "/en/view/technology/prod08"] },
    { kind: "singular finds plural", query: "dividend", found: ["/en/view/media/pressView?id=8", "/en/view/media/pressView?id=9"] },
    { kind: "-ies plural", query: "subsidiaries", found: [], notFound: ["/en/view/about/history"] },
    { kind: "no match inside a word", query: "ission", found: [], notFound: ["/en/view/sustainability/esg02"] },
  ],
  zh: [
    { kind: "place", query: "慕尼黑", found: ["/zh/view/about/global", "/zh/view/media/newsView?id=6"] },
    { kind: "place + 的 + noun", query: "慕尼黑的办事处", found: ["/zh/view/about/global", "/zh/view/media/newsView?id=6"] },
    { kind: "term inside a longer compound", query: "半导体", found: ["/zh/view/about/about", "/zh/view/media/pressView?id=4"] },
    { kind: "compound the text splits", query: "车载芯片", found: ["/zh/view/about/about"] },
    { kind: "compound with and without a space", query: "驾驶 辅助", found: ["/zh/view/technology/prod02", "/zh/view/technology/adas"] },
    { kind: "compound with and without a space", query: "驾驶辅助", found: ["/zh/view/technology/prod02", "/zh/view/technology/adas"] },
    { kind: "product", query: "tetra32", found: ["/zh/view/technology/prod08"] },
    { kind: "no single-character match", query: "会议", found: ["/zh/view/media/pressView?id=9"], notFound: ["/zh/view/about/about"] },
  ],
  ja: [
    { kind: "place", query: "ミュンヘン", found: ["/ja/view/about/global", "/ja/view/media/newsView?id=6"] },
    { kind: "place + の", query: "ミュンヘンの", found: ["/ja/view/about/global", "/ja/view/media/newsView?id=6"] },
    { kind: "place + で", query: "ミュンヘンで", found: ["/ja/view/about/global"] },
    { kind: "product + は", query: "Tetra32は", found: ["/ja/view/technology/prod08", "/ja/view/media/pressView?id=6"] },
    { kind: "noun + を", query: "半導体を", found: ["/ja/view/about/about"] },
    { kind: "noun + で", query: "株主総会で", found: ["/ja/view/media/pressView?id=9", "/ja/view/media/ir"] },
    { kind: "compound", query: "車載半導体", found: ["/ja/view/about/history", "/ja/view/sustainability/vision"] },
    { kind: "compound with a space the text lacks", query: "車載 半導体", found: ["/ja/view/about/history", "/ja/view/sustainability/vision"] },
    { kind: "no single-character match", query: "会議", found: ["/ja/view/media/pressView?id=9"], notFound: ["/ja/view/about/about"] },
  ],
};

describe.each(locales)("recall in %s", (locale) => {
  const index = indexOf(locale);
  it.each(recall[locale])("$kind: $query", ({ query, found, notFound = [] }) => {
    const results = allResults(index, query);
    expect(results).toEqual(expect.arrayContaining(found));
    for (const url of notFound) expect(results).not.toContain(url);
  });
});

it.each(locales)("indexes what a product page says in %s, not its buttons", (locale) => {
  const t = plainTranslator(locale);
  const product = indexOf(locale).documents.find((document) => document.url === localizedPath(pages["technology-dolphin5"].path, locale))!;
  expect(product.text).toContain(t("product.overview"));
  expect(product.text).not.toContain(t("product.contactSales"));
});

describe("any query on the real server", () => {
  let server: ServerHarness;
  beforeAll(async () => {
    server = await ServerHarness.create();
    await server.start();
  });
  afterAll(() => server?.dispose());

  const resultsUrl = (locale: Locale, query: string, data = false) => `${server.origin}${localizedPath(RESULTS_PATH, locale)}${data ? ".data" : ""}?${query}`;

  it("shows the query escaped, and cuts one over 200 characters with a notice", async () => {
    const injection = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;
    const page = await httpRequest(resultsUrl("en", new URLSearchParams({ q: injection }).toString()));
    expect(page.status).toBe(200);
    expect(page.body).not.toContain("<script>alert(1)");
    expect(page.body).not.toContain("<img src=x");
    expect(page.body).toContain(en["results.none"].replace("{query}", injection.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")));

    const long = await httpRequest(resultsUrl("en", new URLSearchParams({ q: "semiconductor ".repeat(30) }).toString()));
    expect(long.status).toBe(200);
    expect(long.body).toContain(en["results.cut"].replace(/\{max\}/g, "200"));
  });

  it("answers 200 to any bytes as q and page, as a page and as a data request", async () => {
    const bytes = (maxLength: number) =>
      fc.oneof(
        fc.uint8Array({ maxLength }).map((array) => Array.from(array, (byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")),
        fc.string({ unit: "grapheme", maxLength }).map((text) => encodeURIComponent(text)),
        fc.string({ unit: fc.constantFrom("%", "&", "=", "+", "#", "?", "/", "\\", "a", "한", "漢", "<", ">", '"', "'", "%00", "%zz", "%ED%A0%80"), maxLength }),
      );
    const request = fc.record({
      locale: fc.constantFrom(...locales),
      q: fc.oneof({ weight: 6, arbitrary: bytes(60) }, { weight: 1, arbitrary: bytes(400) }),
      page: fc.option(bytes(8), { nil: undefined }),
      data: fc.boolean(),
    });
    const failures: string[] = [];
    const seed = fuzzSeed("search bytes");
    const samples = fc.sample(request, { numRuns: Number(process.env.FUZZ_SEARCH_RUNS ?? 1500), seed });
    await runPool(samples.length, 6, async (n) => {
      const { locale, q, page, data } = samples[n]!;
      const url = resultsUrl(locale, `q=${q}${page === undefined ? "" : `&page=${page}`}`, data);
      const answer = await httpRequest(url);
      if (answer.status !== 200) failures.push(`${answer.status} ${url}`);
    });
    expect(failures, repeatWith(seed)).toEqual([]);
  });
});
