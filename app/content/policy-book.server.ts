import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { company } from "#app/config/company";
import { formatDate } from "#app/components/formatted-date";
import { htmlLang, type Locale } from "#app/i18n/locales";
import { translatorFor } from "#app/i18n/messages.server";
import { formatNumber } from "#app/i18n/number-format";
import type { Translate } from "#app/i18n/translator";
import type { IndicatorRow, SustainabilityDocument } from "#app/site/sustainability";
import type { Tokens } from "marked";
import type { MarkdownToken } from "./markdown.server";
import { documentTokens, environmentRows, esgCommittee, ethicsRows, labourRows, sustainability, sustainabilityContent } from "./sustainability.server";
import { layoutLines, type Run } from "./text-layout";

/**
 * The ESG policy book: one PDF per language, written from the same content as the sustainability pages. The
 * fonts are Google's Noto Sans KR, SC and JP (TrueType, from npm), embedded as subsets of the glyphs used.
 * pdfkit was chosen by measurement (see the closing note of the sustainability issue): pdf-lib's subsetting
 * dropped most Japanese glyphs and it does not wrap CJK text; pdfkit rendered all three scripts correctly.
 * Its own line breaker splits Korean words between syllables, so lines are broken here (see text-layout.ts).
 */

const require = createRequire(import.meta.url);
const notoFamily: Record<Locale, string> = { ko: "noto-sans-kr/{w}/NotoSansKR_{w}.ttf", en: "noto-sans-kr/{w}/NotoSansKR_{w}.ttf", zh: "noto-sans-sc/{w}/NotoSansSC_{w}.ttf", ja: "noto-sans-jp/{w}/NotoSansJP_{w}.ttf" };
const fontFile = (locale: Locale, weight: "400Regular" | "700Bold") => require.resolve(`@expo-google-fonts/${notoFamily[locale].replaceAll("{w}", weight)}`);

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const NAVY = "#0a1f44";
const INK = "#111827";
const MUTED = "#4b5563";
const LINE = "#d9dee8";
const headingSize = { 1: 18, 2: 13.5, 3: 11.5, 4: 10.5 } as const;
type HeadingLevel = keyof typeof headingSize;
const BODY_SIZE = 10;

type Doc = PDFKit.PDFDocument;

/** The parts of the book, in order; each begins on a new page with a top-level bookmark. */
const chapters = ["vision", "management", "environment", "labour", "ethics", "procurement"] as const;

type Coverage = { hasGlyphForCodePoint(codePoint: number): boolean };

class BookWriter {
  private y: number = PAGE.margin;
  private readonly bookmarks: PDFKit.PDFOutline[] = [];
  /** Characters a font cannot draw: each would print as an empty box, so the book is refused. */
  readonly missingGlyphs = new Set<string>();

  constructor(
    private readonly doc: Doc,
    private readonly locale: Locale,
    private readonly fonts: { regular: Coverage; bold: Coverage },
  ) {}

  private get bottom() {
    return PAGE.height - PAGE.margin;
  }

  newPage() {
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  private ensureRoom(height: number) {
    if (this.y + height > this.bottom) this.newPage();
  }

  cover(title: string, publisher: string, notes: string[]) {
    this.newPage();
    this.y = PAGE.height * 0.32;
    this.writeLines([{ text: title, bold: true }], { size: 28, color: NAVY, lineGap: 1.3 });
    this.y += 12;
    this.writeLines([{ text: publisher, bold: false }], { size: 14, color: INK, lineGap: 1.5 });
    this.y += 8;
    for (const note of notes) this.writeLines([{ text: note, bold: false }], { size: 10, color: MUTED, lineGap: 1.6 });
  }

  /** A heading, with its bookmark under the enclosing heading's. */
  heading(text: string, level: HeadingLevel) {
    const size = headingSize[level];
    this.ensureRoom(size * 4);
    if (this.y > PAGE.margin) this.y += level === 1 ? 0 : size * 0.9;
    this.writeLines([{ text, bold: true }], { size, color: NAVY, lineGap: 1.35 });
    this.y += size * 0.5;
    const parent = level === 1 ? this.doc.outline : this.bookmarks[level - 2] ?? this.doc.outline;
    this.bookmarks[level - 1] = parent.addItem(text);
    this.bookmarks.length = level;
  }

  paragraph(runs: Run[] | string, options: { size?: number; color?: string } = {}) {
    this.writeLines(typeof runs === "string" ? [{ text: runs, bold: false }] : runs, { size: options.size ?? BODY_SIZE, color: options.color ?? INK, lineGap: 1.7 });
    this.y += (options.size ?? BODY_SIZE) * 0.6;
  }

  list(items: (Run[] | string)[], ordered: boolean) {
    items.forEach((item, index) => {
      const marker = ordered ? `${index + 1}.` : "•";
      const runs = typeof item === "string" ? [{ text: item, bold: false }] : item;
      this.ensureRoom(BODY_SIZE * 1.7);
      this.font(false, BODY_SIZE).fillColor(MUTED).text(marker, PAGE.margin, this.y, { lineBreak: false });
      this.writeLines(runs, { size: BODY_SIZE, color: INK, lineGap: 1.7, indent: 18 });
      this.y += BODY_SIZE * 0.35;
    });
    this.y += BODY_SIZE * 0.4;
  }

  /** A table of short cells; the first column is text, the others are right-aligned figures. */
  table(header: string[], rows: string[][], firstColumnShare = 0.4) {
    const rest = (CONTENT_WIDTH * (1 - firstColumnShare)) / (header.length - 1);
    const widths = [CONTENT_WIDTH * firstColumnShare, ...header.slice(1).map(() => rest)];
    const rowHeight = BODY_SIZE * 2.2;
    const drawRow = (cells: string[], bold: boolean) => {
      this.ensureRoom(rowHeight);
      let x = PAGE.margin;
      cells.forEach((cell, index) => {
        this.checkGlyphs({ text: cell, bold });
        if (this.font(bold, BODY_SIZE - 0.5).widthOfString(cell) > widths[index]! - 8) throw new Error(`A policy book table cell is too wide for its column: ${cell}`);
        this.font(bold, BODY_SIZE - 0.5).fillColor(INK).text(cell, x + 4, this.y + rowHeight * 0.28, {
          width: widths[index]! - 8,
          align: index === 0 ? "left" : "right",
          lineBreak: false,
        });
        x += widths[index]!;
      });
      this.y += rowHeight;
      this.doc.moveTo(PAGE.margin, this.y).lineTo(PAGE.margin + CONTENT_WIDTH, this.y).lineWidth(0.5).strokeColor(LINE).stroke();
    };
    drawRow(header, true);
    for (const row of rows) drawRow(row, false);
    this.y += BODY_SIZE;
  }

  /** A part of a Markdown text printed under a level-3 heading: its `###` headings nest below it. */
  markdown(tokens: readonly MarkdownToken[]) {
    for (const token of tokens) {
      if (token.type === "heading" && token.depth === 3) this.heading(token.text, 4);
      else if (token.type === "paragraph") this.paragraph(inlineRuns(token.tokens ?? []));
      else if (token.type === "list") {
        const list = token as Tokens.List;
        this.list(list.items.map((item) => inlineRuns(item.tokens.flatMap((child) => ("tokens" in child && child.tokens ? child.tokens : [child])))), list.ordered);
      }
      else throw new Error(`The policy book cannot print a Markdown ${token.type}`);
    }
  }

  private font(bold: boolean, size: number) {
    return this.doc.font(bold ? "bold" : "regular").fontSize(size);
  }

  private writeLines(runs: Run[], style: { size: number; color: string; lineGap: number; indent?: number }) {
    const indent = style.indent ?? 0;
    const lines = layoutLines(this.doc, runs, CONTENT_WIDTH - indent, this.locale, (bold) => this.font(bold, style.size));
    const lineHeight = style.size * style.lineGap;
    for (const line of lines) {
      this.ensureRoom(lineHeight);
      let x = PAGE.margin + indent;
      for (const piece of line) {
        this.checkGlyphs(piece);
        this.font(piece.bold, style.size).fillColor(style.color).text(piece.text, x, this.y, { lineBreak: false });
        x += this.doc.widthOfString(piece.text);
      }
      this.y += lineHeight;
    }
  }

  private checkGlyphs({ text, bold }: Run) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const character of text) if (!/\s/.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0)!)) this.missingGlyphs.add(character);
  }

  /** Page numbers, once every page exists. */
  numberPages() {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      // The number sits in the bottom margin, where pdfkit would otherwise start a new page for it.
      this.doc.page.margins.bottom = 0;
      const page = `${index + 1} / ${count}`;
      this.font(false, 8).fillColor(MUTED).text(page, PAGE.margin, PAGE.height - PAGE.margin / 2, { width: CONTENT_WIDTH, align: "center", lineBreak: false });
    }
  }
}

/** Markdown's inline tokens as runs of plain and bold text. */
function inlineRuns(tokens: readonly MarkdownToken[], bold = false): Run[] {
  return tokens.flatMap((token): Run[] => {
    if (token.type === "strong") return inlineRuns(token.tokens ?? [], true);
    if ("tokens" in token && token.tokens && token.tokens.length > 0) return inlineRuns(token.tokens, bold);
    return [{ text: "text" in token ? decodeEntities(token.text) : token.raw, bold }];
  });
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!);

function writeChapter(book: BookWriter, chapter: (typeof chapters)[number], t: Translate, locale: Locale) {
  const number = (value: number, digits = 0) => formatNumber(value, locale, digits);
  const figures = (row: IndicatorRow) => row.values.map((value) => number(value, row.fractionDigits));
  const labelled = (label: string, value: string) => t("esg.book.labelled", { label, value });
  const document = (id: SustainabilityDocument) => documentTokens(id, locale);
  switch (chapter) {
    case "vision": {
      const vision = sustainability("vision", locale);
      book.heading(t("page.sustainability-vision.title"), 1);
      book.paragraph([{ text: vision.vision, bold: true }], { size: 12, color: NAVY });
      book.paragraph(t("esg.vision.lead"));
      book.heading(t("esg.house.pillars"), 2);
      for (const pillar of vision.pillars) {
        book.heading(`${t(`esg.pillar.${pillar.id}`)}: ${pillar.title}`, 3);
        book.list(pillar.goals, false);
      }
      book.heading(vision.foundation.title, 3);
      book.list(vision.foundation.items, false);
      book.heading(t("esg.sdgs.title"), 2);
      book.paragraph(t("esg.sdgs.intro"));
      for (const sdg of vision.sdgs) {
        book.paragraph([{ text: `${t("esg.sdgs.goal", { number: sdg.goal })} · ${sdg.name}`, bold: true }], { size: BODY_SIZE });
        book.paragraph(sdg.action);
      }
      return;
    }
    case "management": {
      const { materiality, stakeholders } = sustainability("management", locale);
      const committee = esgCommittee(locale);
      book.heading(t("page.sustainability-esg01.title"), 1);
      book.heading(t("esg.governance.title"), 2);
      book.paragraph(t("esg.governance.text", { date: formatDate(committee.established, locale), count: committee.meetingsPerYear }));
      book.list(
        [
          labelled(t("esg.governance.chair"), committee.chair.name),
          labelled(t("esg.governance.members"), committee.members.map((member) => member.name).join(", ")),
          t("esg.governance.meetings2023", { count: committee.meetingsIn2023 }),
        ],
        false,
      );
      book.heading(t("esg.governance.duties"), 3);
      book.list(committee.duties, false);
      book.paragraph(committee.council);
      book.heading(t("esg.materiality.title"), 2);
      book.paragraph(t("esg.materiality.intro", { year: materiality.year, candidates: materiality.candidateIssues, respondents: number(materiality.respondents) }));
      book.list(materiality.steps, true);
      book.heading(t("esg.materiality.issues"), 3);
      book.list(materiality.issues.map((issue) => `${issue.title} · ${t(`esg.pillar.${issue.pillar}`)}`), true);
      book.heading(t("esg.stakeholders.title"), 2);
      for (const stakeholder of stakeholders) {
        book.paragraph([{ text: stakeholder.group, bold: true }]);
        book.list([labelled(t("esg.stakeholders.channels"), stakeholder.channels), labelled(t("esg.stakeholders.interests"), stakeholder.interests)], false);
      }
      return;
    }
    case "environment": {
      const environment = sustainability("environment", locale);
      const { years } = environment.indicators;
      book.heading(t("page.sustainability-esg02.title"), 1);
      book.heading(t("esg.environment.policy"), 2);
      for (const paragraph of environment.policy) book.paragraph(paragraph);
      book.heading(t("esg.environment.goals"), 2);
      book.list(environment.goals.map((goal) => labelled(t("esg.environment.goalYear", { year: goal.year }), goal.text)), false);
      book.heading(t("esg.indicators.title"), 2);
      book.paragraph(t("esg.book.sampleNote"), { size: 9, color: MUTED });
      book.table(
        [t("esg.indicators.indicator"), t("esg.indicators.unit"), ...years.map(String)],
        environmentRows(t).map((row) => [row.label, row.unit, ...figures(row)]),
      );
      return;
    }
    case "labour": {
      const labour = sustainability("labour", locale);
      const { year, socialDialogues } = labour.indicators;
      book.heading(t("page.sustainability-esg03.title"), 1);
      book.heading(t("esg.humanRights.title"), 2);
      book.paragraph(labour.policy);
      book.heading(t("esg.labour.caption", { year }), 2);
      book.table(
        [t("esg.indicators.indicator"), t("esg.indicators.unit"), String(year)],
        labourRows(t).map((row) => [row.label, row.unit, ...figures(row)]),
        0.5,
      );
      book.heading(t("esg.labour.dialogues"), 3);
      book.paragraph(t("esg.labour.dialoguesText", { year, count: socialDialogues }));
      book.heading(t("esg.grievance.title"), 2);
      book.paragraph(t("esg.grievance.intro"));
      book.list(labour.grievance.steps, true);
      book.heading(t("esg.grievance.stops"), 3);
      book.list(labour.grievance.stops, false);
      book.heading(t("esg.grievance.committee"), 3);
      book.paragraph(labour.grievance.committee);
      return;
    }
    case "ethics": {
      const { code, indicators } = sustainabilityContent.ethics;
      const ethicsCode = document("ethics-code");
      book.heading(t("page.sustainability-esg04.title"), 1);
      book.heading(t("esg.ethicsCode.title"), 2);
      book.paragraph(t("esg.ethicsCode.history", { enacted: formatDate(code.enacted, locale), revised: code.revised.map((date) => formatDate(date, locale)).join(", ") }), { color: MUTED });
      for (const section of ethicsCode.sections) {
        book.heading(section.title, 3);
        book.markdown(section.tokens);
      }
      book.list(
        [
          labelled(t("contact.email"), company.ethicsEmail),
          labelled(t("contact.telephone"), company.telephone),
          labelled(t("esg.cyberAudit.post"), t("esg.cyberAudit.postAddress", { address: company.headOffice[locale] })),
        ],
        false,
      );
      book.heading(t("esg.ethicsIndicators.caption", { year: indicators.asOf }), 2);
      book.paragraph(t("esg.book.sampleNote"), { size: 9, color: MUTED });
      book.table(
        [t("esg.indicators.indicator"), String(indicators.asOf)],
        ethicsRows(t).map((row) => [row.label, `${figures(row).join("")} ${row.unit}`]),
        0.6,
      );
      book.paragraph(t("esg.ethicsIndicators.zeroViolations", { asOf: indicators.asOf, years: indicators.violationFreeYears.join(", ") }));
      return;
    }
    case "procurement": {
      const { process, rules } = sustainability("procurement", locale);
      book.heading(t("page.sustainability-visionhf.title"), 1);
      book.heading(t("esg.procurement.process"), 2);
      book.list(process.map((step) => [{ text: labelled(step.title, ""), bold: true }, { text: step.text, bold: false }]), true);
      book.heading(t("esg.procurement.rules"), 2);
      book.list(
        [
          t("esg.procurement.riskAssessment", { years: rules.riskAssessmentEveryYears }),
          t("esg.procurement.onSite", { metYears: rules.onSiteEvaluationEveryYearsIfMet }),
          t("esg.procurement.checklist"),
        ],
        false,
      );
      for (const [id, title] of [["supplier-code", t("esg.supplierCode.title")], ["conflict-minerals", t("esg.conflictMinerals.title")]] as const) {
        const text = document(id);
        book.heading(title, 2);
        book.markdown(text.intro.tokens);
        for (const section of text.sections) {
          book.heading(section.title, 3);
          book.markdown(section.tokens);
        }
      }
      return;
    }
  }
}

async function writeBook(locale: Locale): Promise<Uint8Array<ArrayBuffer>> {
  const { default: PDFDocument } = await import("pdfkit");
  const t = translatorFor(locale);
  const { policyBookEdition } = sustainabilityContent.vision;
  const title = `${company.name[locale]} ${t("esg.book.title")}`;
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    autoFirstPage: false,
    bufferPages: true,
    lang: htmlLang[locale],
    displayTitle: true,
    info: { Title: title, Author: company.legalName[locale], Subject: sustainabilityContent.vision.vision[locale], CreationDate: new Date(`${policyBookEdition}T00:00:00Z`), ModDate: new Date(`${policyBookEdition}T00:00:00Z`) },
  });
  const regular = readFileSync(fontFile(locale, "400Regular"));
  const bold = readFileSync(fontFile(locale, "700Bold"));
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<void>((resolve) => doc.on("end", resolve));

  const book = new BookWriter(doc, locale, { regular: fontkit.create(regular), bold: fontkit.create(bold) });
  book.cover(t("esg.book.title"), company.legalName[locale], [t("esg.policyBook.edition", { date: formatDate(policyBookEdition, locale) }), company.siteUrl]);
  for (const chapter of chapters) {
    book.newPage();
    writeChapter(book, chapter, t, locale);
  }
  book.numberPages();
  if (book.missingGlyphs.size > 0) throw new Error(`The ${locale} policy book uses characters its font lacks: ${[...book.missingGlyphs].join(" ")}`);
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

const books = new Map<Locale, Promise<Uint8Array<ArrayBuffer>>>();

/** The policy book in one language; written once per process, and the same bytes every time. */
export function policyBook(locale: Locale): Promise<Uint8Array<ArrayBuffer>> {
  let book = books.get(locale);
  if (!book) {
    book = writeBook(locale);
    books.set(locale, book);
  }
  return book;
}
