import { boardIndexes } from "../app/content/board-indexes";
import { positionSearch } from "../app/content/careers";
import { openPositions } from "../app/content/careers.server";
import { boardIds, boards } from "../app/site/media";
import { listedPageIds, pages, type PageId } from "../app/site/pages";

/**
 * Every address with content of its own, without language prefix: the sitemap and the search index list these. A
 * position's page is listed while the position is open on the day of the build.
 */
export function listedAddresses(): { page: PageId; address: string }[] {
  return [
    ...listedPageIds.map((page) => ({ page, address: pages[page].path })),
    ...boardIds.flatMap((board) => {
      const page = boards[board].view;
      return boardIndexes[board].map((item) => ({ page, address: `${pages[page].path}?id=${item.id}` }));
    }),
    ...openPositions().map((position) => ({ page: "media-recruit-view" as const, address: pages["media-recruit-view"].path + positionSearch(position.id) })),
  ];
}
