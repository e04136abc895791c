import { Feed } from "feed";
import { company } from "#app/config/company";
import { htmlLang, type Locale } from "#app/i18n/locales";
import { localizedPath } from "#app/i18n/paths";
import { plainTranslator } from "#app/i18n/messages.server";
import { pageDescriptionKey } from "#app/site/page-text";
import { boards, publishedAt, type FeedBoardId } from "#app/site/media";
import { feedTitle } from "#app/site/seo";
import { pagePath } from "#app/site/urls";
import { boardItems } from "#app/content/boards.server";

/** A board's RSS 2.0 feed in one language: absolute addresses, and dates from the content only. */
export function boardFeed(board: FeedBoardId, locale: Locale): string {
  const t = plainTranslator(locale);
  const { list, view, feed: feedPath } = boards[board];
  const items = boardItems(board);
  const feed = new Feed({
    id: company.siteUrl + pagePath(list, locale),
    link: company.siteUrl + pagePath(list, locale),
    title: feedTitle(t, list, company.name[locale]),
    description: t(pageDescriptionKey(list)),
    language: htmlLang[locale],
    updated: new Date(publishedAt(items[0]!.date)),
    copyright: `© ${company.legalName[locale]}`,
    feedLinks: { rss: company.siteUrl + localizedPath(feedPath, locale) },
    generator: false,
    ttl: 60,
  });
  for (const item of items) {
    const link = `${company.siteUrl}${pagePath(view, locale)}?id=${item.id}`;
    feed.addItem({
      title: item.title[locale],
      id: link,
      link,
      description: item.summary[locale],
      date: new Date(publishedAt(item.date)),
      category: [{ name: t(`board.category.${item.category}`) }],
    });
  }
  return feed.rss2();
}
