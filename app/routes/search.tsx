import { Link } from "react-router";
import type { Route } from "./+types/search";
import { PageHero } from "#app/components/page-hero";
import { Pagination } from "#app/components/pagination";
import { SearchForm } from "#app/components/search-form";
import { requestLocale } from "#app/i18n/paths";
import type { MarkedText } from "#app/search/documents";
import { RESULTS_PAGE_SIZE, search } from "#app/search/search-index";
import { searchIndexFor } from "#app/search/search-index.server";
import { cutQuery, MAX_QUERY_LENGTH } from "#app/search/text";
import { PAGE_NUMBER } from "#app/site/page-number";
import { pageDescriptionKey, pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { pagePath } from "#app/site/urls";
import { useSite } from "#app/shell/use-site";

/** Results of `?q=` in the page's language from the server's index; any query answers 200, a long one is cut. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const params = new URL(request.url).searchParams;
  const { query, cut } = cutQuery(params.get("q") ?? "");
  const pageParam = params.get("page") ?? "1";
  const found = query.trim() === "" ? null : search(searchIndexFor(locale), query, PAGE_NUMBER.test(pageParam) ? Number(pageParam) : 1);
  return { query, cut, found };
}

export const meta: Route.MetaFunction = (args) => {
  const query = args.loaderData?.query.trim();
  const canonicalSearch = query ? `?${new URLSearchParams({ q: query })}` : "";
  return [
    ...seoMeta(args, (t) => ({ title: query ? `${query} · ${pageTitle(t, "technology-search")}` : pageTitle(t, "technology-search"), description: t(pageDescriptionKey("technology-search")) }), { search: canonicalSearch }),
    { name: "robots", content: "noindex" },
  ];
};

function Marked({ text }: { text: MarkedText }) {
  return text.map((run, index) => (index % 2 === 1 ? <mark key={index}>{run}</mark> : run));
}

export default function SearchResults({ loaderData: { query, cut, found } }: Route.ComponentProps) {
  const { t, locale } = useSite();
  const results = pagePath("technology-search", locale);
  return (
    <>
      <PageHero title={pageTitle(t, "technology-search")} />
      <div className="container section search-page">
        <SearchForm variant="page" />
        {cut ? <p className="search-page__notice">{t("results.cut", { max: MAX_QUERY_LENGTH })}</p> : null}
        <div role="status" className="search-page__status">
          {!found ? (
            <p>{t("results.empty")}</p>
          ) : found.total === 0 ? (
            <>
              <p>{t("results.none", { query })}</p>
              <p>{t("results.another")}</p>
            </>
          ) : (
            <p>{t("results.count", { count: found.total, query })}</p>
          )}
        </div>
        {found && found.results.length > 0 ? (
          <ol className="search-results" start={(found.page - 1) * RESULTS_PAGE_SIZE + 1}>
            {found.results.map((result) => (
              <li key={result.url} className="search-results__item">
                <h2 className="search-results__title">
                  <Link to={result.url} prefetch="intent"><Marked text={result.title} /></Link>
                </h2>
                {result.trail.length > 0 ? (
                  <p className="search-results__trail"><span className="visually-hidden">{t("results.trail")}: </span>{result.trail.join(" › ")}</p>
                ) : null}
                <p className="search-results__excerpt"><Marked text={result.excerpt} /></p>
              </li>
            ))}
          </ol>
        ) : null}
        {found && found.pageCount > 1 ? (
          <Pagination page={found.page} pageCount={found.pageCount} hrefOf={(page) => `${results}?${new URLSearchParams({ q: query, ...(page > 1 ? { page: String(page) } : {}) })}`} />
        ) : null}
      </div>
    </>
  );
}
