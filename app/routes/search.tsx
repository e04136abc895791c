import type { Route } from "./+types/search";
import { PageHero } from "#app/components/page-hero";
import { SearchForm } from "#app/components/search-form";
import { requestLocale } from "#app/i18n/paths";
import { search } from "#app/search/search-index";
import { searchIndexFor } from "#app/search/search-index.server";
import { searchResultSections } from "#app/search/search-results.server";
import { cutQuery, MAX_QUERY_LENGTH } from "#app/search/text";
import { PAGE_NUMBER } from "#app/site/page-number";
import { pageDescriptionKey, pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRendered } from "#app/shell/kept-markup.server";
import { useSite } from "#app/shell/use-site";

/**
 * Results of `?q=` in the page's language from the server's index; any query answers 200, a long one is cut. The
 * results and their page links are markup rendered on the server.
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = requestLocale(args.request);
  const params = new URL(args.request.url).searchParams;
  const { query, cut } = cutQuery(params.get("q") ?? "");
  const pageParam = params.get("page") ?? "1";
  const found = query.trim() === "" ? null : search(searchIndexFor(locale), query, PAGE_NUMBER.test(pageParam) ? Number(pageParam) : 1);
  return keepRendered(args, { query, cut, total: found?.total ?? null }, searchResultSections({ query, found }));
}

export const meta: Route.MetaFunction = (args) => {
  const query = args.loaderData?.query.trim();
  const canonicalSearch = query ? `?${new URLSearchParams({ q: query })}` : "";
  return [
    ...seoMeta(args, (t) => ({ title: query ? `${query} · ${pageTitle(t, "technology-search")}` : pageTitle(t, "technology-search"), description: t(pageDescriptionKey("technology-search")) }), { search: canonicalSearch }),
    { name: "robots", content: "noindex" },
  ];
};

export default function SearchResults({ loaderData: { query, cut, total, results } }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <>
      <PageHero title={pageTitle(t, "technology-search")} />
      <div className="container section search-page">
        <SearchForm variant="page" />
        {cut ? <p className="search-page__notice">{t("results.cut", { max: MAX_QUERY_LENGTH })}</p> : null}
        <div role="status" className="search-page__status">
          {total === null ? (
            <p>{t("results.empty")}</p>
          ) : total === 0 ? (
            <>
              <p>{t("results.none", { query })}</p>
              <p>{t("results.another")}</p>
            </>
          ) : (
            <p>{t("results.count", { count: total, query })}</p>
          )}
        </div>
        <KeptHtml name="results" html={results} />
      </div>
    </>
  );
}
