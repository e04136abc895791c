import { describe, expect, it } from "vitest";
import environment from "../../content/sustainability/environment.json";
import history from "../../content/history.json";
import offices from "../../content/offices.json";
import products from "../../content/products.json";
import type { Locale } from "#app/i18n/locales";
import { environmentSchema, historySchema, officesSchema, productsSchema } from "./schemas";
import { problemLine } from "./content-problems";
import { clauses, contradictions, datesIn, type Passage } from "./stated-facts";
import { sitePassages } from "./stated-facts.server";

const sources = {
  environment: environmentSchema.parse(environment),
  history: historySchema.parse(history),
  offices: officesSchema.parse(offices),
  products: productsSchema.parse(products),
};
const check = (texts: Partial<Record<Locale, string>>, year?: number) =>
  contradictions(
    sources,
    Object.entries(texts).map(([locale, text]): Passage => ({ file: `test.${locale}`, locale: locale as Locale, text, year })),
  ).map(problemLine);

describe("facts that several files state", () => {
  it("agree everywhere in the site's content, in every language", () => {
    expect(contradictions(sources, sitePassages())).toEqual([]);
  });

  it("find an ESG target's year however each language writes it, and the percentage beside it", () => {
    const wrong = {
      ko: "회사는 2030년까지 모든 사업장의 사용 전력을 100% 재생에너지로 전환할 계획이다.",
      en: "The company has committed to 100% renewable electricity at all of its sites by 2030.",
      zh: "公司承诺到２０３０年所有场所实现100％使用可再生电力。",
      ja: "当社は2030年までに全拠点の使用電力を再生可能エネルギー100%とします。",
    };
    expect(check(wrong)).toHaveLength(4);
    expect(check(wrong)[0]).toContain("content/sustainability/environment.json goals[2] says 2040");
    const right = Object.fromEntries(Object.entries(wrong).map(([locale, text]) => [locale, text.replace(/2030|２０３０/, "2040")]));
    expect(check(right)).toEqual([]);
    expect(check({ en: "By 2030, we will cut Scope 1 and 2 emissions by 25% from their 2021 level." })).toEqual([
      'test.en, the text: "By 2030 we will cut Scope 1 and 2 emissions by 25% from their 2021 level" gives the scope12-reduction target as 25 %, but content/sustainability/environment.json goals[0] says 30 %',
    ]);
  });

  it("keeps a comma-separated time phrase with its clause, and numbers with decimals and thousands whole", () => {
    expect(clauses("到2030年，范围一和范围二排放减少30%；到2040年，用电100%来自可再生能源。")).toEqual(["到2030年 范围一和范围二排放减少30%", "到2040年 用电100%来自可再生能源"]);
    expect(clauses("9.5 Gbps and 1,150 people. Next")).toEqual(["9.5 Gbps and 1,150 people", "Next"]);
  });

  it("read the founding date in four languages and count anniversaries and general meetings from it", () => {
    expect(["1999년 10월 29일", "29 October 1999", "1999年10月29日", "October 29, 1999"].flatMap(datesIn)).toEqual(Array(4).fill("1999-10-29"));
    expect(check({ ko: "1999년 10월 28일 설립됐으며", en: "Founded on 29 October 1998", zh: "成立于1999年10月29日", ja: "2000年に設立" })).toHaveLength(3);
    expect(check({ ko: "창립 26주년을 맞아", en: "marking the 27th anniversary", zh: "第26届年度股东大会", ja: "第27期定時株主総会" }, 2026)).toHaveLength(2);
  });

  it("hold the history's milestone years, the office list and count, chip names, process nodes and TOPS", () => {
    expect(check({ en: "Dolphin5 entered series production in June 2025." })[0]).toContain("dolphin5-series-production milestone 2025");
    expect(check({ ja: "2009年のKOSDAQ上場" })).toHaveLength(1);
    expect(check({ en: "Offices in Beijing, Shenzhen, Shanghai, Dalian, Munich, Paris, Taipei and Tokyo." })[0]).toContain("without Singapore");
    expect(check({ zh: "遍布8个国家和地区的据点", en: "locations in seven countries and regions" })).toHaveLength(1);
    expect(check({ en: "The Dolphin6 cockpit SoC and the Dolphin family." })).toHaveLength(1);
    expect(check({ ko: "Tetra32는 40나노 임베디드 플래시 공정으로 생산된다.", en: "Narwhal AI: a 20 TOPS NPU." })).toHaveLength(2);
  });
});
