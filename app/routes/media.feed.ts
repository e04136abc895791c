import type { Route } from "./+types/media.feed";
import { boardFeed } from "#app/files/feeds.server";
import { requestLocale, requestPath, unlocalizedPath } from "#app/i18n/paths";
import { boards, feedBoardIds } from "#app/site/media";

/** The RSS 2.0 feed of the news or the press releases in the language of the address. Prerendered as a file. */
export async function loader({ request }: Route.LoaderArgs) {
  const path = unlocalizedPath(requestPath(request));
  const board = feedBoardIds.find((id) => boards[id].feed === path);
  if (!board) throw new Error(`No feed at ${path}`);
  return new Response(boardFeed(board, requestLocale(request)), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
