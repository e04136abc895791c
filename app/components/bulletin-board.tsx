import type { BoardEntry } from "#app/content/boards.server";
import { boardItemSearch, boards, boardSearch, type BoardId, type BoardQuery } from "#app/site/media";
import { pageTitle } from "#app/site/page-text";
import { pagePath } from "#app/site/urls";
import { useLanguage } from "#app/shell/use-language";
import { FormattedDate } from "./formatted-date";
import { LinkTabs } from "./page-tabs";
import { Pagination } from "./pagination";
import { SiteLink } from "./site-link";

/**
 * A bulletin board's list: date, category, title, summary and a View action, or the empty message. The
 * View link keeps the category the visitor chose, so the article's neighbours and its way back stay in it.
 */
export function BulletinList({ board, items, category = null, headingLevel = 3 }: { board: BoardId; items: readonly BoardEntry[]; category?: BoardQuery["category"]; headingLevel?: 2 | 3 }) {
  const { t, locale } = useLanguage();
  if (items.length === 0) return <p className="empty-state">{t("board.empty")}</p>;
  const Heading = `h${headingLevel}` as const;
  const view = pagePath(boards[board].view, locale);
  return (
    // A list repeats its items' titles and summaries: the items themselves are their search results (data-nosnippet).
    <ul className="news-list" data-nosnippet="">
      {items.map((item) => (
        <li key={item.id} className="news-list__item">
          <p className="news-list__meta">
            <span className="tag">{t(`board.category.${item.category}`)}</span> <FormattedDate iso={item.date} />
          </p>
          <Heading className="news-list__title">{item.title}</Heading>
          <p>{item.summary}</p>
          <SiteLink to={view + boardItemSearch(item.id, category)} className="news-list__view">
            {t("board.view")}
            <span className="visually-hidden">: {item.title}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** A board's category filter, list and page links: plain links with query strings, so all of it works without JavaScript. */
export function BulletinBoard({ board, items, query, pageCount }: { board: BoardId; items: readonly BoardEntry[]; query: BoardQuery; pageCount: number }) {
  const { t, locale } = useLanguage();
  const list = pagePath(boards[board].list, locale);
  const categoryLinks = [null, ...boards[board].categories].map((category) => ({
    to: list + boardSearch({ category }),
    text: category ? t(`board.category.${category}`) : t("media.allCategories"),
    current: category === query.category,
  }));
  return (
    <>
      <LinkTabs label={t("media.filter", { board: pageTitle(t, boards[board].list) })} links={categoryLinks} />
      <BulletinList board={board} items={items} category={query.category} headingLevel={2} />
      {pageCount > 1 ? <Pagination page={query.page} pageCount={pageCount} hrefOf={(page) => list + boardSearch({ category: query.category, page })} /> : null}
    </>
  );
}

