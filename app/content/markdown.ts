import { Marked, type Token } from "marked";
import { company } from "#app/config/company";
import { locales, type Locale } from "#app/i18n/locales";
import { classifyHref } from "#app/site/link-guard";
import { refuseProblems, type ContentProblem } from "./content-problems";
import { isShownImage } from "./markdown-text";
import { keepWordsWhole } from "#app/i18n/unbreakable-terms";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The words of a text token as the pages show them (see keepWordsWhole); code and addresses stay as written. */
function keepTextWhole(token: Token) {
  if (token.type === "text" && !("tokens" in token && token.tokens)) token.text = keepWordsWhole(token.text);
}

/**
 * Markdown for long-form content. Raw HTML is escaped, and links pass the same guard as every other
 * link: a refused address renders as its text, and a page of the site is marked as `Link` marks it (`data-discover`),
 * so the shell follows it inside the app. Only the site's uploads show as images; any other image is its text.
 */
const marked = new Marked({
  gfm: true,
  walkTokens: keepTextWhole,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, tokens }) {
      const label = this.parser.parseInline(tokens);
      const target = classifyHref(href, company.allowedExternalHosts);
      if (target.kind === "refused") return label;
      if (target.kind === "internal") return `<a href="${escapeHtml(target.to)}" data-discover="true">${label}</a>`;
      return `<a href="${escapeHtml(target.href)}" target="_blank" rel="noopener noreferrer">${label}</a>`;
    },
    image({ href, text }) {
      if (!isShownImage(href, text)) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy" decoding="async">`;
    },
  },
  hooks: {
    postprocess: (html) =>
      html.replaceAll("<table>", '<div class="table-scroll" tabindex="0"><table>').replaceAll("</table>", "</table></div>"),
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}

export type MarkdownToken = Token;

/** A part of a long text under its own `## Heading {#id}`; the id is the section's address on the page. */
export type MarkdownSection = { id: string; title: string; tokens: MarkdownToken[]; html: string };

const ANCHOR = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

/**
 * Splits a long text at its second-level headings. Each must end with an explicit `{#id}`, so the same
 * section has the same address in every language. What precedes the first heading is the introduction.
 */
export function markdownSections(source: string): { intro: { tokens: MarkdownToken[]; html: string }; sections: MarkdownSection[] } {
  const introTokens: MarkdownToken[] = [];
  const sections: Omit<MarkdownSection, "html">[] = [];
  for (const token of marked.lexer(source)) {
    if (token.type === "heading" && token.depth === 2) {
      const anchor = ANCHOR.exec(token.text);
      if (!anchor) throw new Error(`Section heading without an {#id}: "${token.text}"`);
      sections.push({ id: anchor[1]!, title: token.text.replace(ANCHOR, ""), tokens: [] });
    } else if (token.type !== "space") {
      (sections.at(-1)?.tokens ?? introTokens).push(token);
    }
  }
  const render = (tokens: MarkdownToken[]) => {
    const shown = structuredClone(tokens);
    marked.walkTokens(shown, keepTextWhole);
    return marked.parser(shown);
  };
  return { intro: { tokens: introTokens, html: render(introTokens) }, sections: sections.map((section) => ({ ...section, html: render(section.tokens) })) };
}

/** The outline of a text: its blocks' kinds and list lengths, which every translation must share. */
function markdownShape(tokens: readonly MarkdownToken[]): string {
  return tokens.map((token) => (token.type === "list" ? `list(${token.items.length})` : token.type)).join(" ");
}

export type SectionedText = ReturnType<typeof markdownSections>;

/**
 * A long text's translations, `content/<directory>/<locale>.md` each, from an eager raw glob made in this folder
 * (its keys read `../../content/…`); a missing language fails the build.
 */
export function sectionedTranslations(sources: Record<string, string>, directory: string): Record<Locale, SectionedText> {
  const missing = locales.filter((locale) => sources[`../../content/${directory}/${locale}.md`] === undefined);
  refuseProblems(missing.map((locale) => ({ file: `content/${directory}/${locale}.md`, field: "the whole file", value: "nothing", rule: "found, but every language has its own file" })));
  return Object.fromEntries(locales.map((locale) => [locale, markdownSections(sources[`../../content/${directory}/${locale}.md`]!)])) as Record<Locale, SectionedText>;
}

/** Where an outline's line is in the text: its section's `{#id}`, or the text before the first section. */
function placeOf(line: string) {
  const id = /^([a-z0-9-]+): /.exec(line)?.[1];
  return id === undefined ? "the text before the first ## section" : `section {#${id}}`;
}

/**
 * Where a translation of a long text departs from the Korean: every language must have Korean's sections, in order,
 * each with the same blocks and list lengths, so that no article, clause or list item is missing in one language.
 */
export function translationProblems(name: string, texts: Record<Locale, SectionedText>): ContentProblem[] {
  const outline = (parsed: SectionedText) => [markdownShape(parsed.intro.tokens), ...parsed.sections.map((section) => `${section.id}: ${markdownShape(section.tokens)}`)];
  const expected = outline(texts.ko);
  return locales.flatMap((locale) => {
    const file = `content/${name}/${locale}.md`;
    const actual = outline(texts[locale]);
    const problems = expected.flatMap((line, index) =>
      actual[index] === line ? [] : [{ file, field: placeOf(line), value: JSON.stringify(actual[index] ?? "nothing"), rule: `must have the blocks of ko.md: "${line}"` }],
    );
    const extra = actual.slice(expected.length);
    if (extra.length > 0) problems.push({ file, field: "sections", value: JSON.stringify(extra.join("; ")), rule: "are not in ko.md: every language has Korean's sections, no more" });
    return problems;
  });
}
