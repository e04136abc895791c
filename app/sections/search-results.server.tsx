import { createContext } from "react-router";
import { Pagination } from "#app/components/pagination";
import type { Translate } from "#app/i18n/translator";
import { requestLocale } from "#app/i18n/paths";
import { shownTranslator } from "#app/i18n/messages.server";
import { PAGE_NUMBER } from "#app/site/page-number";
import { pagePath } from "#app/site/urls";
import { renderSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";
import type { MarkedText } from "#app/search/documents";
import { RESULTS_PAGE_SIZE, search, type SearchPage } from "#app/search/search-index";
import { searchIndexFor } from "#app/search/search-index.server";
import { cutQuery } from "#app/search/text";
import { SiteLink } from "#app/components/site-link";

/**
 * What the results page shows for its `q` and `page`: the query as searched (a long one cut), the lines of its live
 * status, the results with their page links as markup, and the number of the page of results shown (1 without any).
 * The server fills the strings into a rendered frame of the page (server/results-frames.ts).
 */
export type ResultsPage = { query: string; cut: boolean; status: string[]; results: string; page: number };

/** The results page's data given by the server, which the loader then shows instead of searching (a frame's marks). */
export const givenResultsPageContext = createContext<ResultsPage | null>(null);

export function resultsPage(request: Request): ResultsPage {
  const locale = requestLocale(request);
  const params = new URL(request.url).searchParams;
  const { query, cut } = cutQuery(params.get("q") ?? "");
  const pageParam = params.get("page") ?? "1";
  const found = query.trim() === "" ? null : search(searchIndexFor(locale), query, PAGE_NUMBER.test(pageParam) ? Number(pageParam) : 1);
  const sections = renderSections(request, searchResultSections({ query, found }));
  return { query, cut, status: statusLines(shownTranslator(locale), query, found), ...sections, page: found?.page ?? 1 };
}

function statusLines(t: Translate, query: string, found: SearchPage | null): string[] {
  if (!found) return [t("results.empty")];
  if (found.total === 0) return [t("results.none", { query }), t("results.another")];
  return [t("results.count", { count: found.total, query })];
}

type ResultsProps = { query: string; found: SearchPage | null };

/**
 * A page of search results and its page links, which have no behaviour in the browser, as kept markup. The status
 * above them stays in React: a live region has to be in the page before its text changes.
 */
function searchResultSections(page: ResultsProps) {
  return { results: <ResultList {...page} /> };
}

function Marked({ text }: { text: MarkedText }) {
  return text.map((run, index) => (index % 2 === 1 ? <mark key={index}>{run}</mark> : run));
}

function ResultList({ query, found }: ResultsProps) {
  const { t, locale } = useLanguage();
  if (!found || found.results.length === 0) return null;
  const results = pagePath("technology-search", locale);
  return (
    <>
      <ol className="search-results" start={(found.page - 1) * RESULTS_PAGE_SIZE + 1}>
        {found.results.map((result) => (
          <li key={result.url} className="search-results__item">
            <h2 className="search-results__title">
              <SiteLink to={result.url}><Marked text={result.title} /></SiteLink>
            </h2>
            {result.trail.length > 0 ? (
              <p className="search-results__trail"><span className="visually-hidden">{t("results.trail")}: </span>{result.trail.join(" › ")}</p>
            ) : null}
            <p className="search-results__excerpt"><Marked text={result.excerpt} /></p>
          </li>
        ))}
      </ol>
      {found.pageCount > 1 ? (
        <Pagination page={found.page} pageCount={found.pageCount} hrefOf={(page) => `${results}?${new URLSearchParams({ q: query, ...(page > 1 ? { page: String(page) } : {}) })}`} />
      ) : null}
    </>
  );
}
