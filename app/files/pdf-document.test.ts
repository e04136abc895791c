import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { StructTreeContent, StructTreeNode } from "pdfjs-dist/types/src/display/api";
import { describe, expect, it } from "vitest";
import { company } from "#app/config/company";
import { htmlLang, locales } from "#app/i18n/locales";
import { plainTranslator } from "#app/i18n/messages.server";
import { brochureIds } from "#app/site/media";
import { boardIndexes } from "#app/content/board-indexes";
import { brochure } from "./brochures.server";
import { policyBook } from "./policy-book.server";

type Heading = { level: number; text: string };
type Bookmark = { title: string; items: Bookmark[] };
type MarkedContent = { type: string; id: string | null; tag: string | null };

/** Lines of one heading are joined with a space in Korean and English and without one in Chinese and Japanese. */
const squeezed = (text: string) => text.replace(/\s+/g, "");

/** The bookmarks depth first, each at its depth. */
const bookmarks = (items: Bookmark[], level = 1): Heading[] => items.flatMap((item) => [{ level, text: squeezed(item.title) }, ...bookmarks(item.items, level + 1)]);

/**
 * Reads the structure tree back page by page: the headings (H1, H2, …) in reading order with the text of their
 * marked content, every role used, and the text drawn outside both the structure tree and artifacts.
 */
async function readStructure(pdf: PDFDocumentProxy) {
  const headings: Heading[] = [];
  const roles = new Set<string>();
  const untagged: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const textOf = new Map<string, string>();
    const open: MarkedContent[] = [];
    for (const item of (await page.getTextContent({ includeMarkedContent: true })).items) {
      if ("str" in item) {
        const marked = open.at(-1);
        if (marked?.id) textOf.set(marked.id, (textOf.get(marked.id) ?? "") + item.str);
        else if (marked?.tag !== "Artifact" && item.str.trim()) untagged.push(item.str);
      } else if (item.type === "endMarkedContent") open.pop();
      else open.push(item as MarkedContent);
    }
    const tagged = new Set<string>();
    const visit = (node: StructTreeNode | StructTreeContent): string => {
      if (!("role" in node)) {
        tagged.add(node.id);
        return textOf.get(node.id) ?? "";
      }
      roles.add(node.role);
      const text = node.children.map(visit).join("");
      const level = /^H(\d)$/.exec(node.role)?.[1];
      if (level) headings.push({ level: Number(level), text: squeezed(text) });
      return text;
    };
    visit(await page.getStructTree());
    untagged.push(...[...textOf].filter(([id]) => !tagged.has(id)).map(([, text]) => text));
  }
  return { headings, roles, untagged };
}

const documents = locales.flatMap((locale) => [
  { name: `the ${locale} policy book`, locale, title: plainTranslator(locale)("esg.book.title"), write: () => policyBook(locale) },
  ...brochureIds.map((id) => ({
    name: `the ${locale} ${id} brochure`,
    locale,
    title: boardIndexes.mediaCenter.find((item) => item.kind === "brochure" && item.document === id)!.title[locale],
    write: () => brochure(id, locale),
  })),
]);

// Writing a Chinese or Japanese book and reading it back takes seconds when the machine is busy.
describe("the PDF documents", { timeout: 30_000 }, () => {
  it.each(documents)("$name is a tagged PDF/UA document whose headings follow its bookmarks", async ({ locale, title, write }) => {
    const pdf = await getDocument({ data: (await write()).slice(), verbosity: 0 }).promise;
    expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
    expect(await pdf.getViewerPreferences()).toMatchObject({ DisplayDocTitle: true });
    const { info, metadata } = await pdf.getMetadata();
    expect(info).toMatchObject({ Language: htmlLang[locale], Title: title });
    expect(title.split(company.name[locale]).length, "the title names the company at most once").toBeLessThanOrEqual(2);
    expect(metadata?.get("pdfuaid:part")).toBe("1");
    expect(metadata?.get("dc:title")).toBe(title);

    const { headings, roles, untagged } = await readStructure(pdf);
    expect(headings).toEqual(bookmarks(((await pdf.getOutline()) ?? []) as Bookmark[]));
    expect(headings.length).toBeGreaterThan(3);
    expect(untagged, "every text is in the structure tree or an artifact").toEqual([]);
    for (const role of ["Document", "P", "L", "LI", "Lbl", "LBody"]) expect(roles).toContain(role);
  });

  it("tag the policy book's tables with header cells that head their column or row", async () => {
    const bytes = await policyBook("en");
    const { roles } = await readStructure(await getDocument({ data: bytes.slice(), verbosity: 0 }).promise);
    for (const role of ["Table", "TR", "TH", "TD"]) expect(roles).toContain(role);
    // pdf.js does not read attributes; pdfkit writes the structure elements' dictionaries uncompressed.
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toMatch(/\/S \/TH\n\/A <<\n\/O \/Table\n\/Scope \/Column/);
    expect(raw).toMatch(/\/S \/TH\n\/A <<\n\/O \/Table\n\/Scope \/Row/);
  });
});
