import { describe, expect, it } from "vitest";
import type { SearchDocument } from "./documents";
import { koreanStems } from "./korean";
import { markMatches } from "./marks";
import { parseQuery } from "./query";
import { createSearchIndex, RESULTS_PAGE_SIZE, search } from "./search-index";
import { cutQuery, isSpace, MAX_QUERY_LENGTH } from "./text";

const doc = (url: string, title: string, text: string): SearchDocument => ({ url, title, trail: ["Area", "Page"], text });
const urls = (index: ReturnType<typeof createSearchIndex>, query: string) => search(index, query).results.map((result) => result.url);
const marked = (text: string[]) => text.map((run, index) => (index % 2 === 1 ? `[${run}]` : run)).join("");

describe("Korean stems", () => {
  it("strips particles and endings, keeping at least two syllables", () => {
    expect(koreanStems("반도체를")).toContain("반도체");
    expect(koreanStems("뮌헨에서")).toContain("뮌헨");
    expect(koreanStems("고객들에게")).toEqual(expect.arrayContaining(["고객들", "고객"]));
    expect(koreanStems("Dolphin5를")).toEqual(["Dolphin5"]);
  });

  it("never leaves a single syllable", () => {
    expect(koreanStems("회의")).toEqual([]);
    expect(koreanStems("국가")).toEqual([]);
    expect(koreanStems("보도")).toEqual([]);
  });
});

describe("query terms", () => {
  it("folds width and case (NFKC) and splits at spaces and punctuation", () => {
    expect(parseQuery("ＤＯＬＰＨＩＮ５, Tetra32!", "en").map((term) => term.text)).toEqual(["dolphin5", "tetra32"]);
  });

  it("reads a term copied from a page as the term: without the word joiners that keep it on one line", () => {
    expect(parseQuery("AEC-\u2060Q100 Dolphin5\u2060는", "ko").map((term) => term.text)).toEqual(["aec-q100", "dolphin5는"]);
  });

  it("looks for Chinese and Japanese by the query's words when the whole term is not there, without function words", () => {
    const [office] = parseQuery("慕尼黑的办公室", "zh");
    expect(office!.variants.at(-1)!.parts.map((part) => part.text)).toEqual(["慕尼黑", "办公室"]);
    const [meeting] = parseQuery("株主総会で", "ja");
    expect(meeting!.variants.at(-1)!.parts.map((part) => part.text)).toEqual(["株主", "総会"]);
  });

  it("pairs the single characters a segmenter leaves", () => {
    const [chips] = parseQuery("车载芯片", "zh");
    expect(chips!.variants.at(-1)!.parts.map((part) => part.text)).toEqual(["车载", "芯片"]);
  });

  it("cuts a query at 200 characters, never inside a surrogate pair", () => {
    const long = "😀".repeat(MAX_QUERY_LENGTH + 5);
    const { query, cut } = cutQuery(long);
    expect(cut).toBe(true);
    expect(query).toBe("😀".repeat(MAX_QUERY_LENGTH));
    expect(cutQuery("반도체")).toEqual({ query: "반도체", cut: false });
  });
});

describe("matching", () => {
  const korean = createSearchIndex("ko", [
    doc("/munich", "뮌헨 사무소", "유럽 영업 거점입니다."),
    doc("/meeting", "이사회", "정기 회의를 연 4회 엽니다."),
    doc("/chair", "이사회 의장", "이사회 의장이 안건을 설명합니다."),
    doc("/company", "회사 개요", "회사는 차량용 반도체를 설계합니다."),
    doc("/compound", "제품", "차량용반도체 전문 기업입니다."),
  ]);

  it("finds a word's stem and the word as written", () => {
    expect(urls(korean, "뮌헨에")).toEqual(["/munich"]);
    expect(urls(korean, "반도체를")).toEqual(expect.arrayContaining(["/company", "/compound"]));
  });

  it("finds a compound with and without its space", () => {
    expect(urls(korean, "차량용반도체").sort()).toEqual(["/company", "/compound"]);
    expect(urls(korean, "차량용 반도체").sort()).toEqual(["/company", "/compound"]);
  });

  it("does not shorten 회의 to 회, nor find it across the space of 이사회 의장", () => {
    expect(urls(korean, "회의")).toEqual(["/meeting"]);
  });

  it("ranks title matches above body matches, and exact forms above stems", () => {
    const index = createSearchIndex("en", [
      doc("/body", "Overview", "We design chips for cars."),
      doc("/stem", "Chips", "Overview."),
      doc("/exact", "Chip", "Overview."),
    ]);
    expect(urls(index, "chip")).toEqual(["/exact", "/stem", "/body"]);
    expect(urls(index, "chips")).toEqual(["/stem", "/exact", "/body"]);
  });

  it("finds English word prefixes and plurals, but not the middle of a word", () => {
    const index = createSearchIndex("en", [doc("/a", "Emissions", "Semiconductor battery"), doc("/b", "Other", "Missions")]);
    expect(urls(index, "semi")).toEqual(["/a"]);
    expect(urls(index, "batteries")).toEqual(["/a"]);
    expect(urls(index, "emission")).toEqual(["/a"]);
  });

  it("finds a Chinese term inside a longer compound", () => {
    const index = createSearchIndex("zh", [doc("/a", "公司", "达比特半导体设计车载芯片。"), doc("/b", "其他", "汽车")]);
    expect(urls(index, "半导体")).toEqual(["/a"]);
    expect(urls(index, "车载芯片")).toEqual(["/a"]);
  });

  it("shows the text as written: full-width punctuation and case stay, while matching ignores them", () => {
    const index = createSearchIndex("zh", [doc("/a", "公司", "达比特半导体，设计车载ＳｏＣ（系统级芯片）。")]);
    expect(marked(search(index, "soc").results[0]!.excerpt)).toBe("达比特半导体，设计车载[ＳｏＣ]（系统级芯片）。");
  });

  it("returns pages of ten, and the last page for a number past it", () => {
    const index = createSearchIndex("en", Array.from({ length: 25 }, (_, n) => doc(`/${n}`, `Chip ${n}`, "text")));
    const last = search(index, "chip", 99);
    expect([last.total, last.page, last.pageCount, last.results.length]).toEqual([25, 3, 3, 25 - 2 * RESULTS_PAGE_SIZE]);
  });
});

describe("marks", () => {
  it("marks matches in the text as written, spaces allowed only where compact matching allows them", () => {
    const parts = parseQuery("차량용반도체", "ko")[0]!.variants[0]!.parts;
    expect(marked(markMatches("차량용 반도체를 설계", parts))).toBe("[차량용 반도체]를 설계");
    const meeting = parseQuery("회의", "ko")[0]!.variants[0]!.parts;
    expect(marked(markMatches("이사회 의장의 회의", meeting))).toBe("이사회 의장의 [회의]");
  });

  it("marks a part with every character a pattern treats specially, a hyphen among them", () => {
    // The part of a fuzzed query the integration test sent (its stray bytes decoded as U+FFFD): a hyphen escaped as `\-`
    // in its pattern was a syntax error in Unicode mode, and the results page answered 500.
    for (const part of [{ text: "uq\ufffd\ufffd-\ufffdl\ufffdt", mode: "text" }, { text: "a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q", mode: "word" }] as const) {
      expect(marked(markMatches(`x ${part.text} y`, [part]))).toBe(`x [${part.text}] y`);
    }
  });

  it("keeps the case of the text and marks at word starts only", () => {
    const parts = parseQuery("dolphin", "en")[0]!.variants[0]!.parts;
    expect(marked(markMatches("DOLPHIN5 and Dolphin", parts))).toBe("[DOLPHIN]5 and [Dolphin]");
  });
});

describe("text", () => {
  it("counts as space exactly what \\s matches, in every UTF-16 code unit", () => {
    const differing = Array.from({ length: 0x10000 }, (_, code) => code).filter((code) => isSpace(code) !== /\s/u.test(String.fromCharCode(code)));
    expect(differing).toEqual([]);
  });
});
