import { boardIndexes } from "../app/content/board-indexes";
import { boardIds, boards } from "../app/site/media";
import { listedPageIds, pages, type PageId } from "../app/site/pages";

/** Every address with content of its own, without language prefix: the sitemap and the search index list these. */
export function listedAddresses(): { page: PageId; address: string }[] {
  return [
    ...listedPageIds.map((page) => ({ page, address: pages[page].path })),
    ...boardIds.flatMap((board) => {
      const page = boards[board].view;
      return boardIndexes[board].map((item) => ({ page, address: `${pages[page].path}?id=${item.id}` }));
    }),
  ];
}
