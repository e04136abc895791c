import type { Route } from "./+types/media.board";
import { BulletinBoard } from "#app/components/bulletin-board";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { boardList } from "#app/content/boards.server";
import { localizedPath, requestLocale } from "#app/i18n/paths";
import type { Translate } from "#app/i18n/translator";
import { boardOf, boards } from "#app/site/media";
import { pageDescriptionKey, pageTitle } from "#app/site/page-text";
import { invalidRoute } from "#app/site/invalid-route.server";
import { requestPage } from "#app/site/request-page";
import { seoMeta } from "#app/site/seo";
import { useLanguage } from "#app/shell/use-language";

/** The news, press and media-centre boards: one page of a list, filtered by `?category=` and paged by `?page=`. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const board = boardOf("list", requestPage(request));
  const list = boardList(board, locale, new URL(request.url).searchParams);
  if (!list) throw invalidRoute(request);
  const feed = boards[board].feed;
  return { board, ...list, feed: feed ? localizedPath(feed, locale) : null };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { board, query, feed } = args.loaderData;
  const { list } = boards[board];
  // Each category and page has its own title, so a visitor's history and a search result say which it is.
  const text = (t: Translate) => ({
    title: [pageTitle(t, list), query.category && t(`board.category.${query.category}`), query.page > 1 && t("board.pageNumber", { page: query.page })].filter(Boolean).join(" · "),
    description: t(pageDescriptionKey(list)),
  });
  return seoMeta(args, text, feed ? { feed: { href: feed, page: list } } : {});
};

export default function Board({ loaderData: { board, items, query, pageCount, feed } }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("area.media")} title={pageTitle(t, boards[board].list)} lead={t(pageDescriptionKey(boards[board].list))} />
      <div className="container section">
        <BulletinBoard board={board} items={items} query={query} pageCount={pageCount} />
        {feed ? <p className="feed-link"><a href={feed} type="application/rss+xml">{t("media.feed")}</a></p> : null}
        {board === "press" ? <p className="feed-link"><PageLink page="media-alerts" query={{ topic: "press" }}>{t("alerts.pressLink")}</PageLink></p> : null}
      </div>
    </>
  );
}
