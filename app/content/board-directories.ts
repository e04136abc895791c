import type { BoardId } from "#app/site/media";

/** Each board's folder under `content/`, where each of its items is a folder named by the item's id. */
export const boardDirectories: Record<BoardId, string> = { news: "news", press: "press", mediaCenter: "media-center" };
