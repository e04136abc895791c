import type { InLocale } from "#app/content/localized";
import type { NewsItem } from "#app/content/schemas";
import { useSite } from "#app/shell/use-site";
import { FormattedDate } from "./formatted-date";
import { PageLink } from "./page-link";

/** The bulletin-board list: date, category, title, summary and a View action; an empty message when there is nothing. */
export function NewsList({ items, headingLevel = 3 }: { items: readonly InLocale<NewsItem>[]; headingLevel?: 2 | 3 }) {
  const { t } = useSite();
  if (items.length === 0) return <p className="empty-state">{t("board.empty")}</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="news-list">
      {items.map((item) => (
        <li key={item.id} className="news-list__item">
          <p className="news-list__meta">
            <span className="tag">{t(`news.category.${item.category}`)}</span> <FormattedDate iso={item.date} />
          </p>
          <Heading className="news-list__title">{item.title}</Heading>
          <p>{item.summary}</p>
          <PageLink page="media-news-view" query={{ id: item.id }} className="news-list__view">
            {t("board.view")}
            <span className="visually-hidden">: {item.title}</span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
