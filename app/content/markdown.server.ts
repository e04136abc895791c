import { Marked } from "marked";
import { company } from "#app/config/company";
import { classifyHref } from "#app/shell/link-guard";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * Markdown for long-form content. Raw HTML is escaped, and links pass the same guard as every other
 * link: a refused address renders as its text.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, tokens }) {
      const label = this.parser.parseInline(tokens);
      const target = classifyHref(href, company.allowedExternalHosts);
      if (target.kind === "refused") return label;
      if (target.kind === "internal") return `<a href="${escapeHtml(target.to)}">${label}</a>`;
      return `<a href="${escapeHtml(target.href)}" target="_blank" rel="noopener noreferrer">${label}</a>`;
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
