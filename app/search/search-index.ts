import type { Locale } from "#app/i18n/locales";
import type { SearchDocument, SearchResult } from "./documents";
import { excerptAround, excerptLength, markMatches } from "./marks";
import { parseQuery, type Part, type Term, type Variant } from "./query";
import { compact, fold, LATIN_WORD_CHAR, positionOfCompactIndex, spansWordsWell, wordStarts } from "./text";

/** A field's text in the two forms the search compares, and where its words begin in the compact form. */
type Field = { folded: string; compact: string; starts: Int32Array };
type IndexedDocument = SearchDocument & { order: number; titleField: Field; bodyField: Field };

export type SearchIndex = { locale: Locale; documents: IndexedDocument[] };

export const RESULTS_PAGE_SIZE = 10;
/** Occurrences of a term counted for ranking; more say nothing more about a page. */
const MAX_COUNTED = 10;

const fieldOf = (text: string): Field => {
  const folded = fold(text);
  return { folded, compact: compact(folded), starts: wordStarts(folded) };
};

/** The index of one language: each document with its folded and compact text, computed once. */
export function createSearchIndex(locale: Locale, documents: readonly SearchDocument[]): SearchIndex {
  return {
    locale,
    documents: documents.map((document, order) => ({ ...document, order, titleField: fieldOf(document.title), bodyField: fieldOf(document.text) })),
  };
}

/** Where a part is in a field: its first position (folded or compact, by mode), whether it is there as a whole word, and how often. */
type Found = { position: number; whole: boolean; count: number };

function findPart(field: Field, part: Part): Found | null {
  if (part.mode === "text") {
    let position = -1;
    let count = 0;
    for (let at = field.compact.indexOf(part.text); at !== -1 && count < MAX_COUNTED; at = field.compact.indexOf(part.text, at + 1)) {
      if (!spansWordsWell(field.starts, at, at + part.text.length)) continue;
      if (position === -1) position = at;
      count++;
    }
    return position === -1 ? null : { position, whole: true, count };
  }
  let position = -1;
  let whole = false;
  let count = 0;
  for (let at = field.folded.indexOf(part.text); at !== -1; at = field.folded.indexOf(part.text, at + 1)) {
    if (at > 0 && LATIN_WORD_CHAR.test(field.folded[at - 1]!)) continue;
    if (position === -1) position = at;
    whole ||= !LATIN_WORD_CHAR.test(field.folded[at + part.text.length] ?? " ");
    count++;
    if (whole && count >= MAX_COUNTED) break;
  }
  return position === -1 ? null : { position, whole, count };
}

/** A variant in a field: 2 when found as written (whole words), 1 as a stem, a segment or a word prefix, 0 not at all. */
function matchVariant(field: Field, variant: Variant): { level: number; first: { part: Part; found: Found }; count: number } | null {
  let whole = true;
  let count = 0;
  let first: { part: Part; found: Found } | null = null;
  for (const part of variant.parts) {
    const found = findPart(field, part);
    if (!found) return null;
    whole &&= found.whole;
    count += found.count;
    first ??= { part, found };
  }
  return first && { level: variant.exact && whole ? 2 : 1, first, count };
}

type TermMatch = { score: number; count: number; bodyAt: { part: Part; found: Found } | null; parts: Part[] };

/** A term in a document: title matches above body matches, exact above stems (title exact 4, title stem 3, body exact 2, body stem 1). */
function matchTerm(document: IndexedDocument, term: Term): TermMatch | null {
  let score = 0;
  let count = 0;
  let bodyLevel = 0;
  let bodyAt: TermMatch["bodyAt"] = null;
  const parts: Part[] = [];
  for (const variant of term.variants) {
    const inTitle = matchVariant(document.titleField, variant);
    const inBody = matchVariant(document.bodyField, variant);
    if (inTitle) score = Math.max(score, 2 + inTitle.level);
    if (inBody) {
      score = Math.max(score, inBody.level);
      count = Math.max(count, inBody.count);
      if (inBody.level > bodyLevel) [bodyLevel, bodyAt] = [inBody.level, inBody.first];
    }
    if (inTitle || inBody) parts.push(...variant.parts);
  }
  return score > 0 ? { score, count, bodyAt, parts } : null;
}

type Ranked = { document: IndexedDocument; score: number; count: number; bodyAt: TermMatch["bodyAt"]; parts: Part[] };

function rank(index: SearchIndex, terms: Term[]): Ranked[] {
  const phrase = terms.length > 1 ? compact(terms.map((term) => term.text).join("")) : null;
  const ranked: Ranked[] = [];
  for (const document of index.documents) {
    let score = 0;
    let count = 0;
    let bodyAt: Ranked["bodyAt"] = null;
    const parts: Part[] = [];
    let all = true;
    for (const term of terms) {
      const match = matchTerm(document, term);
      if (!match) {
        all = false;
        break;
      }
      score += match.score;
      count += match.count;
      bodyAt ??= match.bodyAt;
      parts.push(...match.parts);
    }
    if (!all) continue;
    if (phrase) {
      const phrasePart: Part = { text: phrase, mode: "text" };
      const inBody = findPart(document.bodyField, phrasePart);
      if (findPart(document.titleField, phrasePart)) score += 2;
      if (inBody) [score, bodyAt] = [score + 1, { part: phrasePart, found: inBody }];
      parts.push(phrasePart);
    }
    ranked.push({ document, score, count, bodyAt, parts });
  }
  return ranked.sort((a, b) => b.score - a.score || b.count - a.count || a.document.order - b.document.order);
}

function resultOf({ document, bodyAt, parts }: Ranked, latin: boolean): SearchResult {
  const text = document.text;
  const position = !bodyAt ? 0 : bodyAt.part.mode === "word" ? bodyAt.found.position : positionOfCompactIndex(text, bodyAt.found.position);
  const { excerpt, folded } = excerptAround(text, document.bodyField.folded, position, excerptLength(latin));
  return {
    url: document.url,
    title: markMatches(document.title, parts, document.titleField.folded),
    trail: document.trail,
    excerpt: markMatches(excerpt, parts, folded),
  };
}

export type SearchPage = { total: number; page: number; pageCount: number; results: SearchResult[] };

/** One page of results for a query (cut to its maximum length beforehand); page numbers past the last show the last. */
export function search(index: SearchIndex, query: string, page = 1): SearchPage {
  const terms = parseQuery(query, index.locale);
  if (terms.length === 0) return { total: 0, page: 1, pageCount: 0, results: [] };
  const ranked = rank(index, terms);
  const pageCount = Math.ceil(ranked.length / RESULTS_PAGE_SIZE);
  const shown = Math.min(Math.max(1, page), Math.max(1, pageCount));
  const latin = index.locale === "en";
  return {
    total: ranked.length,
    page: shown,
    pageCount,
    results: ranked.slice((shown - 1) * RESULTS_PAGE_SIZE, shown * RESULTS_PAGE_SIZE).map((entry) => resultOf(entry, latin)),
  };
}
