import { fileURLToPath } from "node:url";
import type { Locale } from "#app/i18n/locales";
import type { BoardId } from "#app/site/media";
import { boardProblems, readBoards } from "./board-files";
import { refuseProblems } from "./content-problems";

// Two levels up from this module in app/content/ and from the server build's build/server/index.js alike.
const contentRoot = fileURLToPath(new URL("../../content/", import.meta.url));

const boards = readBoards(contentRoot);
refuseProblems(boardProblems(boards));

/**
 * Every item of each board, validated and newest first. Read from the files with Node's own file system, so that the
 * server, the sitemap script and the tests read the same lists.
 */
export const boardIndexes = { news: boards.news.items, press: boards.press.items, mediaCenter: boards.mediaCenter.items } satisfies Record<BoardId, unknown>;

/** An item's Markdown body in one language, or undefined for an id the board does not have. */
export function boardBody(board: BoardId, id: number, locale: Locale): string | undefined {
  return boards[board].bodies.get(id)?.[locale];
}
