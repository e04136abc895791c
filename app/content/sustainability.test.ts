import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import environmentJson from "../../content/sustainability/environment.json";
import labourJson from "../../content/sustainability/labour.json";
import { plainTranslator } from "#app/i18n/messages.server";
import { htmlLang, locales, type Locale } from "#app/i18n/locales";
import { environmentIndicatorIds, environmentIndicators } from "#app/site/sustainability";
import { markdownSections } from "./markdown";
import { policyBook } from "#app/files/policy-book.server";
import { environmentSchema, labourSchema } from "./schemas";
import { problemLine, type ContentProblem } from "./content-problems";
import { crossFileProblems, documentTokens, environmentCsvRows, sustainabilityContent } from "./sustainability.server";
import { layoutLines, type Run } from "#app/files/text-layout";

const clone = <T>(value: T): T => structuredClone(value);
const lines = (problems: ContentProblem[]) => problems.map(problemLine).join("\n");
const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

/** Every long text in every language, as parsed, to perturb one of them. */
function texts() {
  const documents = ["ethics-code", "supplier-code", "conflict-minerals"] as const;
  return Object.fromEntries(documents.map((id) => [id, Object.fromEntries(locales.map((locale) => [locale, documentTokens(id, locale)]))])) as Parameters<typeof crossFileProblems>[1];
}

describe("sustainability content", () => {
  it("holds the specification's constants: the ethics code's dates, the supplier rules, the 2023 labour figures", () => {
    const { ethics, procurement, labour, vision } = sustainabilityContent;
    expect([ethics.code.enacted, ...ethics.code.revised]).toEqual(["2004-01-30", "2008-04-01", "2022-03-24"]);
    expect(ethics.code.sections).toEqual(["article-1", "article-2", "article-3", "article-4", "article-5", "article-6", "article-7", "article-8", "article-9", "supplementary", "cyber-audit"]);
    expect(ethics.indicators.violationFreeYears).toEqual([2021, 2022, 2023]);
    expect(procurement.rules).toEqual({ riskAssessmentEveryYears: 4, onSiteEvaluationEveryYearsIfMet: 4, onSiteEvaluationEveryYearsIfNotMet: 1, checklistEveryYears: 1 });
    expect(labour.indicators.year).toBe(2023);
    expect(Object.values(labour.indicators.counts).every((count) => count === 0)).toBe(true);
    expect(vision.sdgs).toHaveLength(10);
    expect(sustainabilityContent.environment.indicators.years).toEqual([2021, 2022, 2023]);
  });

  it("finds no problem across the files as shipped", () => {
    expect(crossFileProblems(sustainabilityContent, texts())).toEqual([]);
  });

  it("fails when a translation lacks an article, a list item, or has an extra section", () => {
    const missingArticle = texts();
    missingArticle["ethics-code"].ja = { ...missingArticle["ethics-code"].ja, sections: missingArticle["ethics-code"].ja.sections.filter((section) => section.id !== "article-3") };
    expect(lines(crossFileProblems(sustainabilityContent, missingArticle))).toMatch(/content\/sustainability\/ethics-code\/ja\.md, section \{#article-3\}: .* must have the blocks of ko\.md: "article-3/);

    const shortList = texts();
    const zhLabour = markdownSections("## 劳工与人权 {#labour}\n\n1. 一\n2. 二\n");
    shortList["supplier-code"].zh = { ...shortList["supplier-code"].zh, sections: [zhLabour.sections[0]!, ...shortList["supplier-code"].zh.sections.slice(1)] };
    expect(lines(crossFileProblems(sustainabilityContent, shortList))).toContain('content/sustainability/supplier-code/zh.md, section {#labour}: "labour: list(2)" must have the blocks of ko.md: "labour: list(6)"');

    const extra = texts();
    extra["conflict-minerals"].en = { ...extra["conflict-minerals"].en, sections: [...extra["conflict-minerals"].en.sections, ...markdownSections("## More {#more}\n\nText.").sections] };
    expect(lines(crossFileProblems(sustainabilityContent, extra))).toMatch(/content\/sustainability\/conflict-minerals\/en\.md, sections: "more: paragraph" are not in ko\.md/);
  });

  it("refuses a section heading without an {#id}", () => {
    expect(() => markdownSections("## Article 1 (Purpose)\n\nText.")).toThrow(/without an \{#id\}/);
  });

  it("requires the ESG committee to be board members chaired by an outside director", () => {
    const content = clone(sustainabilityContent);
    content.management.committee.chair = "seo-yun-han";
    expect(crossFileProblems(content, texts()).map(problemLine)).toEqual(['content/sustainability/management.json, committee.chair: "seo-yun-han" must be an outside director of the board (content/ir/board.json)']);
    content.management.committee.members.push("nobody");
    expect(lines(crossFileProblems(content, texts()))).toMatch(/committee\.members\[\d+\]: "nobody" is not on the board/);
  });

  it("refuses environmental indicators out of order or with a missing year", () => {
    const reordered = clone(environmentJson);
    reordered.indicators.rows.reverse();
    expect(issues(environmentSchema.safeParse(reordered))).toEqual([`environmental indicators must be, in order: ${environmentIndicatorIds.join(", ")}`]);
    const short = clone(environmentJson);
    short.indicators.rows[1]!.values.pop();
    expect(issues(environmentSchema.safeParse(short))).toEqual(["scope2 needs one value per year"]);
    const gap = clone(environmentJson);
    gap.indicators.years = [2021, 2023, 2024];
    expect(issues(environmentSchema.safeParse(gap))).toEqual(["indicator years must be consecutive, oldest first"]);
  });

  it("refuses labour figures the specification contradicts: a violation, or 30 social dialogues or fewer", () => {
    const violation = clone(labourJson);
    violation.indicators.counts.childLabour = 1;
    expect(labourSchema.safeParse(violation).success).toBe(false);
    const fewDialogues = clone(labourJson);
    fewDialogues.indicators.socialDialogues = 30;
    expect(labourSchema.safeParse(fewDialogues).success).toBe(false);
  });

  it("writes the environmental CSV from the table's rows, figures as numbers", () => {
    for (const locale of locales) {
      const t = plainTranslator(locale);
      const [header, ...rows] = environmentCsvRows(t);
      expect(header).toEqual([t("esg.indicators.indicator"), t("esg.indicators.unit"), "2021", "2022", "2023"]);
      expect(rows).toEqual(
        sustainabilityContent.environment.indicators.rows.map((row) => [t(`esg.indicator.${row.id}`), t(`esg.unit.${environmentIndicators[row.id]}`), ...row.values]),
      );
    }
  });
});

describe("line breaking for the policy book", () => {
  /** A fixed-width measure: every character is one unit wide. */
  const measure = { widthOfString: (text: string) => [...text].length };
  const lines = (text: string, width: number, locale: Locale, runs?: Run[]) =>
    layoutLines(measure, runs ?? [{ text, bold: false }], width, locale, () => undefined).map((line) => line.map((piece) => piece.text).join(""));

  it("breaks Korean between words only, as the pages do", () => {
    const text = "회사는 협력회사 선정 전에 CSR 리스크 평가를 실시하고 이후 4년마다 재평가합니다";
    const broken = lines(text, 12, "ko");
    expect(broken.join(" ")).toBe(text);
    for (const line of broken) expect(text.split(" ")).toEqual(expect.arrayContaining(line.split(" ")));
  });

  it("breaks Japanese between characters but never puts a closing mark at the start of a line", () => {
    const text = "当社は、サプライヤー選定前にCSRリスク評価を実施し、その後4年ごとに再評価します。評価基準を満たさないサプライヤーは毎年現地評価を受けます。";
    for (const width of [7, 9, 11, 13]) {
      const broken = lines(text, width, "ja");
      expect(broken.join("")).toBe(text);
      expect(broken.every((line) => [...line].length <= width)).toBe(true);
      expect(broken.some((line) => /^[、。）」]/.test(line))).toBe(false);
    }
  });

  it("breaks a word wider than the line between its characters, and keeps bold runs apart", () => {
    expect(lines("Supercalifragilistic word", 8, "en")).toEqual(["Supercal", "ifragili", "stic", "word"]);
    const runs = layoutLines(measure, [{ text: "Young workers. ", bold: true }, { text: "Suppliers do not employ children.", bold: false }], 20, "en", () => undefined);
    expect(runs[0]).toEqual([{ text: "Young workers.", bold: true }]);
    expect(runs[1]).toEqual([{ text: "Suppliers do not", bold: false }]);
  });
});

// Writing a Chinese or Japanese book takes seconds when the machine is busy.
describe("the ESG policy book", { timeout: 30_000 }, () => {
  it.each(locales)("in %s is a PDF under 1 MB with its language, title, chapters and the text of that language", async (locale) => {
    const bytes = await policyBook(locale);
    expect(bytes.byteLength).toBeLessThan(1_000_000);
    const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    expect(info.Language).toBe(htmlLang[locale]);
    const outline = (await pdf.getOutline()) ?? [];
    expect(outline).toHaveLength(6);
    const ethics = outline[4]!.items.find((item: { items: unknown[] }) => item.items.length === sustainabilityContent.ethics.code.sections.length);
    expect(ethics?.items.map((item: { title: string }) => item.title)).toEqual(documentTokens("ethics-code", locale).sections.map((section) => section.title));
    const firstPage = await (await pdf.getPage(2)).getTextContent();
    const text = firstPage.items.map((item) => ("str" in item ? item.str : "")).join("");
    expect(text).toContain(sustainabilityContent.vision.vision[locale]);
  });
});
