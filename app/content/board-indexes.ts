import mediaIndex from "../../content/media-center/index.json" with { type: "json" };
import newsIndex from "../../content/news/index.json" with { type: "json" };
import pressIndex from "../../content/press/index.json" with { type: "json" };
import type { BoardId } from "#app/site/media";
import { mediaItemSchema, newsItemSchema, pressReleaseSchema } from "./schemas";

const newestFirst = <T extends { id: number; date: string }>(items: T[]) => items.toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

/**
 * Every item of each board, validated and newest first. Plain JSON, so the sitemap and the tests read the
 * same lists as the pages; the Markdown bodies are loaded by `boards.server.ts`.
 */
export const boardIndexes = {
  news: newestFirst(newsItemSchema.array().parse(newsIndex)),
  press: newestFirst(pressReleaseSchema.array().parse(pressIndex)),
  mediaCenter: newestFirst(mediaItemSchema.array().parse(mediaIndex)),
} satisfies Record<BoardId, unknown>;

export const boardDirectories: Record<BoardId, string> = { news: "news", press: "press", mediaCenter: "media-center" };
