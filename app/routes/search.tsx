import type { Route } from "./+types/search";
import { PageHero } from "#app/components/page-hero";
import { SearchForm } from "#app/components/search-form";
import { givenResultsPageContext, resultsPage } from "#app/sections/search-results.server";
import { MAX_QUERY_LENGTH } from "#app/search/text";
import { pageDescriptionKey, pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepOutOfHydration } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

/**
 * Results of `?q=` in the page's language from the server's index; any query answers 200, a long one is cut. The
 * results and their page links are markup rendered on the server.
 */
export async function loader(args: Route.LoaderArgs) {
  return keepOutOfHydration(args, args.context.get(givenResultsPageContext) ?? resultsPage(args.request), ["results"]);
}

export const meta: Route.MetaFunction = (args) => {
  const query = args.loaderData?.query.trim();
  const canonicalSearch = query ? `?${new URLSearchParams({ q: query })}` : "";
  return [
    ...seoMeta(args, (t) => ({ title: query ? `${query} · ${pageTitle(t, "technology-search")}` : pageTitle(t, "technology-search"), description: t(pageDescriptionKey("technology-search")) }), { search: canonicalSearch }),
    { name: "robots", content: "noindex" },
  ];
};

export default function SearchResults({ loaderData: { cut, status, results } }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <PageHero title={pageTitle(t, "technology-search")} />
      <div className="container section search-page">
        <SearchForm variant="page" />
        {cut ? <p className="search-page__notice">{t("results.cut", { max: MAX_QUERY_LENGTH })}</p> : null}
        <div role="status" className="search-page__status">
          {status.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <KeptHtml name="results" html={results} />
      </div>
    </>
  );
}
