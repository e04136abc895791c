import { data } from "react-router";
import type { Route } from "./+types/media.news-view";
import { FormattedDate } from "#app/components/formatted-date";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { Prose } from "#app/components/prose";
import { newsArticle } from "#app/content/news.server";
import { translatorFor } from "#app/i18n/messages.server";
import { requestLocale, requestPath } from "#app/i18n/paths";
import { seoMeta } from "#app/site/seo";
import { useSite } from "#app/shell/use-site";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const id = url.searchParams.get("id") ?? "";
  const article = /^[1-9]\d{0,8}$/.test(id) ? newsArticle(Number(id), locale) : null;
  if (!article) {
    const t = translatorFor(locale);
    throw data(t("error.invalidRoute.message", { path: requestPath(request) + url.search }), { status: 404 });
  }
  return article;
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seoMeta(args, { title: args.loaderData.title, description: args.loaderData.summary }) : [];

export default function NewsView({ loaderData: article }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <article>
      <PageHero eyebrow={t(`news.category.${article.category}`)} title={article.title} lead={article.summary} />
      <div className="container section">
        <p className="article-date"><FormattedDate iso={article.date} /></p>
        <Prose html={article.html} />
        <p><PageLink page="media-news" className="button button--ghost">{t("board.backToList")}</PageLink></p>
      </div>
    </article>
  );
}
