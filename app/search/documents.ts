import { z } from "zod";

/** One page or article as the index holds it: what the visitor reads there, on one line, and where it sits. */
export const searchDocumentSchema = z.strictObject({
  url: z.string().startsWith("/"),
  title: z.string().min(1),
  /** Area, then page: "Media › Press releases" for a release. */
  trail: z.array(z.string().min(1)),
  text: z.string(),
});
export type SearchDocument = z.infer<typeof searchDocumentSchema>;

export const searchDocumentsSchema = z.array(searchDocumentSchema);

/** Text with its matches: even entries are plain, odd entries are a match (rendered in `<mark>`). */
export type MarkedText = string[];

export type SearchResult = { url: string; title: MarkedText; trail: string[]; excerpt: MarkedText };
