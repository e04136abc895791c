import { Marked, type Tokens } from "marked";
import { z } from "zod";
import { company } from "#app/config/company";
import { classifyHref } from "#app/site/link-guard";
import { uploadedImage } from "./uploads";

const markdown = new Marked({ gfm: true });

/** The links and the images of a Markdown text. */
function linksAndImages(source: string) {
  const links: string[] = [];
  const images: Tokens.Image[] = [];
  markdown.walkTokens(markdown.lexer(source), (token) => {
    if (token.type === "link") links.push(token.href);
    if (token.type === "image") images.push(token as Tokens.Image);
  });
  return { links, images };
}

/** The addresses of the images a Markdown text shows. */
export const markdownImages = (source: string) => linksAndImages(source).images.map((image) => image.href);

/** Why a link is refused, for the messages that name it. */
export type RefusedLink = { href: string; reason: "unsafe-protocol" | "host-not-allowed" | "invalid" };

/** An image a text may show: one uploaded through the content editor, with its description. */
export const isShownImage = (href: string, alt: string) => uploadedImage.safeParse(href).success && alt.trim() !== "";

/**
 * Long-form text in Markdown. Every link must pass the guard that renders it (`markdown.ts`): a refused one
 * would show as plain text, so it is refused here, in the build and in the content editor, before anyone reads it.
 * So is an image that is not an upload of the site's or has no description.
 */
export const markdownText = z
  .string()
  .trim()
  .min(1)
  .superRefine((source, context) => {
    const { links, images } = linksAndImages(source);
    for (const href of links) {
      const target = classifyHref(href, company.allowedExternalHosts);
      if (target.kind !== "refused") continue;
      const refused: RefusedLink = { href, reason: target.reason };
      context.addIssue({ code: "custom", message: `The link to ${href} is refused (${target.reason})`, params: { refused } });
    }
    for (const image of images.filter(({ href, text }) => !isShownImage(href, text))) {
      context.addIssue({ code: "custom", message: `The image ${image.href} is not an upload with a description`, params: { refusal: "body-image", href: image.href } });
    }
  });
