import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import type { Tokens } from "marked";
import { company } from "#app/config/company";
import { htmlLang, type Locale } from "#app/i18n/locales";
import type { MarkdownToken } from "#app/content/markdown";
import { layoutLines, type Run } from "./text-layout";

/**
 * The site's PDF documents (the ESG policy book, the media centre's brochures): A4 pages written from content,
 * in Google's Noto Sans KR, SC and JP (TrueType, from npm), embedded as subsets of the glyphs used.
 * pdfkit was chosen by measurement (see the closing note of the sustainability issue): pdf-lib's subsetting
 * dropped most Japanese glyphs and it does not wrap CJK text; pdfkit rendered all three scripts correctly.
 * Its own line breaker splits Korean words between syllables, so lines are broken here (see text-layout.ts).
 *
 * The PDFs are tagged as PDF/UA-1 asks: every line drawn is marked content of a structure element (headings H1–H4
 * that follow the bookmarks, paragraphs, lists with labels, tables with header cells and their scope), and what
 * only decorates the page (table rules, page numbers) is an artifact. pdfkit writes the structure tree, the
 * document's language, the PDF/UA identification and the viewer preference that shows the title.
 */

const require = createRequire(import.meta.url);
const notoFamily: Record<Locale, string> = { ko: "noto-sans-kr/{w}/NotoSansKR_{w}.ttf", en: "noto-sans-kr/{w}/NotoSansKR_{w}.ttf", zh: "noto-sans-sc/{w}/NotoSansSC_{w}.ttf", ja: "noto-sans-jp/{w}/NotoSansJP_{w}.ttf" };
const fontFile = (locale: Locale, weight: "400Regular" | "700Bold") => require.resolve(`@expo-google-fonts/${notoFamily[locale].replaceAll("{w}", weight)}`);

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const NAVY = "#0a1f44";
const INK = "#111827";
export const MUTED = "#4b5563";
const LINE = "#d9dee8";
const headingSize = { 1: 18, 2: 13.5, 3: 11.5, 4: 10.5 } as const;
type HeadingLevel = keyof typeof headingSize;
export const BODY_SIZE = 10;

type Doc = PDFKit.PDFDocument;
type Element = PDFKit.PDFStructureElement;

type Coverage = { hasGlyphForCodePoint(codePoint: number): boolean };

export class BookWriter {
  private y: number = PAGE.margin;
  private readonly bookmarks: PDFKit.PDFOutline[] = [];
  /** The structure tree's one top element; everything printed is tagged below it, in reading order. */
  private readonly document: Element;
  /** Characters a font cannot draw: each would print as an empty box, so the book is refused. */
  readonly missingGlyphs = new Set<string>();

  constructor(
    private readonly doc: Doc,
    private readonly locale: Locale,
    private readonly fonts: { regular: Coverage; bold: Coverage },
  ) {
    this.document = doc.struct("Document");
    doc.addStructure(this.document);
  }

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
    // The title is the document's title, not a heading: the headings are the bookmarks, which begin after the cover.
    this.writeLines(this.element("P"), [{ text: title, bold: true }], { size: 28, color: NAVY, lineGap: 1.3 });
    this.y += 12;
    this.writeLines(this.element("P"), [{ text: publisher, bold: false }], { size: 14, color: INK, lineGap: 1.5 });
    this.y += 8;
    for (const note of notes) this.writeLines(this.element("P"), [{ text: note, bold: false }], { size: 10, color: MUTED, lineGap: 1.6 });
  }

  /** A structure element, added under `parent` before anything is drawn into it (pdfkit tags drawing only then). */
  private element(type: string, parent = this.document, options: PDFKit.Mixins.StructureElementOptions = {}) {
    const element = this.doc.struct(type, options);
    parent.add(element);
    return element;
  }

  /** Draws what only decorates the page, outside the structure tree. */
  private artifact(type: "Layout" | "Pagination", draw: () => void) {
    this.doc.markContent("Artifact", { type });
    draw();
    this.doc.endMarkedContent();
  }

  /** A heading of its level (H1–H4), with its bookmark under the enclosing heading's. */
  heading(text: string, level: HeadingLevel) {
    const size = headingSize[level];
    this.ensureRoom(size * 4);
    if (this.y > PAGE.margin) this.y += level === 1 ? 0 : size * 0.9;
    this.writeLines(this.element(`H${level}`), [{ text, bold: true }], { size, color: NAVY, lineGap: 1.35 });
    this.y += size * 0.5;
    const parent = this.bookmarks.slice(0, level - 1).findLast(Boolean) ?? this.doc.outline;
    this.bookmarks[level - 1] = parent.addItem(text);
    this.bookmarks.length = level;
  }

  /** A paragraph set apart: bold, larger, in the brand's navy. */
  lead(text: string) {
    this.paragraph([{ text, bold: true }], { size: 12, color: NAVY });
  }

  paragraph(runs: Run[] | string, options: { size?: number; color?: string } = {}) {
    this.writeLines(this.element("P"), typeof runs === "string" ? [{ text: runs, bold: false }] : runs, { size: options.size ?? BODY_SIZE, color: options.color ?? INK, lineGap: 1.7 });
    this.y += (options.size ?? BODY_SIZE) * 0.6;
  }

  list(items: (Run[] | string)[], ordered: boolean) {
    const list = this.element("L");
    items.forEach((item, index) => {
      const marker = ordered ? `${index + 1}.` : "•";
      const runs = typeof item === "string" ? [{ text: item, bold: false }] : item;
      const listItem = this.element("LI", list);
      this.ensureRoom(BODY_SIZE * 1.7);
      this.element("Lbl", listItem).add(() => this.font(false, BODY_SIZE).fillColor(MUTED).text(marker, PAGE.margin, this.y, { lineBreak: false }));
      this.writeLines(this.element("LBody", listItem), runs, { size: BODY_SIZE, color: INK, lineGap: 1.7, indent: 18 });
      this.y += BODY_SIZE * 0.35;
    });
    this.y += BODY_SIZE * 0.4;
  }

  /**
   * A table of short cells; the first column is text, the others are right-aligned figures. The first row heads
   * the columns and the first cell of each other row heads its row.
   */
  table(header: string[], rows: string[][], firstColumnShare = 0.4) {
    const rest = (CONTENT_WIDTH * (1 - firstColumnShare)) / (header.length - 1);
    const widths = [CONTENT_WIDTH * firstColumnShare, ...header.slice(1).map(() => rest)];
    const rowHeight = BODY_SIZE * 2.2;
    const table = this.element("Table");
    const drawRow = (cells: string[], isHeader: boolean) => {
      this.ensureRoom(rowHeight);
      const row = this.element("TR", table);
      let x = PAGE.margin;
      cells.forEach((cell, index) => {
        this.checkGlyphs({ text: cell, bold: isHeader });
        if (this.font(isHeader, BODY_SIZE - 0.5).widthOfString(cell) > widths[index]! - 8) throw new Error(`A PDF table cell is too wide for its column: ${cell}`);
        const cellElement = isHeader || index === 0 ? this.element("TH", row, { scope: isHeader ? "Column" : "Row" }) : this.element("TD", row);
        const left = x + 4;
        cellElement.add(() =>
          this.font(isHeader, BODY_SIZE - 0.5).fillColor(INK).text(cell, left, this.y + rowHeight * 0.28, {
            width: widths[index]! - 8,
            align: index === 0 ? "left" : "right",
            lineBreak: false,
          }),
        );
        x += widths[index]!;
      });
      this.y += rowHeight;
      this.artifact("Layout", () => this.doc.moveTo(PAGE.margin, this.y).lineTo(PAGE.margin + CONTENT_WIDTH, this.y).lineWidth(0.5).strokeColor(LINE).stroke());
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
      else throw new Error(`A PDF cannot print a Markdown ${token.type}`);
    }
  }

  private font(bold: boolean, size: number) {
    return this.doc.font(bold ? "bold" : "regular").fontSize(size);
  }

  /** Lines of `runs`, each marked as content of `element`: one marked sequence per line, so none spans two pages. */
  private writeLines(element: Element, runs: Run[], style: { size: number; color: string; lineGap: number; indent?: number }) {
    const indent = style.indent ?? 0;
    const lines = layoutLines(this.doc, runs, CONTENT_WIDTH - indent, this.locale, (bold) => this.font(bold, style.size));
    const lineHeight = style.size * style.lineGap;
    for (const line of lines) {
      this.ensureRoom(lineHeight);
      element.add(() => {
        let x = PAGE.margin + indent;
        for (const piece of line) {
          this.checkGlyphs(piece);
          this.font(piece.bold, style.size).fillColor(style.color).text(piece.text, x, this.y, { lineBreak: false });
          x += this.doc.widthOfString(piece.text);
        }
      });
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
      this.artifact("Pagination", () => this.font(false, 8).fillColor(MUTED).text(page, PAGE.margin, PAGE.height - PAGE.margin / 2, { width: CONTENT_WIDTH, align: "center", lineBreak: false }));
    }
  }
}

/** Markdown's inline tokens as runs of plain and bold text. */
export function inlineRuns(tokens: readonly MarkdownToken[], bold = false): Run[] {
  return tokens.flatMap((token): Run[] => {
    if (token.type === "strong") return inlineRuns(token.tokens ?? [], true);
    if ("tokens" in token && token.tokens && token.tokens.length > 0) return inlineRuns(token.tokens, bold);
    return [{ text: "text" in token ? decodeEntities(token.text) : token.raw, bold }];
  });
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!);


type DocumentInfo = {
  locale: Locale;
  /** The title on the cover, and the document's title, which viewers show in place of the file's name. */
  title: string;
  subject: string;
  /** The edition: the cover's first note, and the document's creation date. */
  edition: string;
  coverNotes: string[];
};

/** A PDF with a cover, the parts `write` adds, and page numbers; refused when a character lacks a glyph. */
export async function writePdf({ locale, title, subject, edition, coverNotes }: DocumentInfo, write: (book: BookWriter) => void): Promise<Uint8Array<ArrayBuffer>> {
  const { default: PDFDocument } = await import("pdfkit");
  const date = new Date(`${edition}T00:00:00Z`);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    autoFirstPage: false,
    bufferPages: true,
    // PDF 1.7, for the XMP metadata stream that carries the title and the PDF/UA identification (1.3 has none).
    pdfVersion: "1.7",
    tagged: true,
    // @types/pdfkit 0.17 lists only the PDF/A subsets; pdfkit 0.20 also takes "PDF/UA".
    subset: "PDF/UA" as unknown as PDFKit.Mixins.PDFSubsets,
    lang: htmlLang[locale],
    displayTitle: true,
    info: { Title: title, Author: company.legalName[locale], Subject: subject, CreationDate: date, ModDate: date },
  });
  const regular = readFileSync(fontFile(locale, "400Regular"));
  const bold = readFileSync(fontFile(locale, "700Bold"));
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<void>((resolve) => doc.on("end", resolve));

  const book = new BookWriter(doc, locale, { regular: fontkit.create(regular), bold: fontkit.create(bold) });
  book.cover(title, company.legalName[locale], [...coverNotes, company.siteUrl]);
  write(book);
  book.numberPages();
  if (book.missingGlyphs.size > 0) throw new Error(`The ${locale} PDF "${title}" uses characters its font lacks: ${[...book.missingGlyphs].join(" ")}`);
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Writes each document once per process: the same bytes for every request. */
export function memoized<K, V>(write: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const written = new Map<K, Promise<V>>();
  return (key) => {
    let value = written.get(key);
    if (!value) {
      value = write(key);
      written.set(key, value);
    }
    return value;
  };
}
