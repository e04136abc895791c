import type { Route } from "./+types/media.news";
import { NewsList } from "#app/components/news-list";
import { PageHero } from "#app/components/page-hero";
import { allNews } from "#app/content/news.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { useSite } from "#app/shell/use-site";

export async function loader({ request }: Route.LoaderArgs) {
  return allNews(requestLocale(request));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "media-news");

export default function News({ loaderData: items }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <>
      <PageHero eyebrow={t("area.media")} title={pageTitle(t, "media-news")} lead={t("page.media-news.description")} />
      <div className="container section">
        <NewsList items={items} headingLevel={2} />
      </div>
    </>
  );
}
