import { Marked } from "marked";
import { z } from "zod";
import { company } from "#app/config/company";
import { classifyHref } from "#app/shell/link-guard";

const markdown = new Marked({ gfm: true });

/** The addresses a Markdown text links to. */
export function markdownLinks(source: string): string[] {
  const hrefs: string[] = [];
  markdown.walkTokens(markdown.lexer(source), (token) => {
    if (token.type === "link") hrefs.push(token.href);
  });
  return hrefs;
}

/** Why a link is refused, for the messages that name it. */
export type RefusedLink = { href: string; reason: "unsafe-protocol" | "host-not-allowed" | "invalid" };

/**
 * Long-form text in Markdown. Every link must pass the guard that renders it (`markdown.ts`): a refused one
 * would show as plain text, so it is refused here, in the build and in the content editor, before anyone reads it.
 */
export const markdownText = z
  .string()
  .trim()
  .min(1)
  .superRefine((source, context) => {
    for (const href of markdownLinks(source)) {
      const target = classifyHref(href, company.allowedExternalHosts);
      if (target.kind !== "refused") continue;
      const refused: RefusedLink = { href, reason: target.reason };
      context.addIssue({ code: "custom", message: `The link to ${href} is refused (${target.reason})`, params: { refused } });
    }
  });
