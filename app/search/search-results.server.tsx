import { Link } from "react-router";
import { Pagination } from "#app/components/pagination";
import { pagePath } from "#app/site/urls";
import { useSite } from "#app/shell/use-site";
import type { MarkedText } from "./documents";
import { RESULTS_PAGE_SIZE, type SearchPage } from "./search-index";

type ResultsProps = { query: string; found: SearchPage | null };

/**
 * A page of search results and its page links, which have no behaviour in the browser, for `keepRendered`. The count
 * above them stays in React: a live region has to be in the page before its text changes.
 */
export function searchResultSections(page: ResultsProps) {
  return { results: <ResultList {...page} /> };
}

function Marked({ text }: { text: MarkedText }) {
  return text.map((run, index) => (index % 2 === 1 ? <mark key={index}>{run}</mark> : run));
}

function ResultList({ query, found }: ResultsProps) {
  const { t, locale } = useSite();
  if (!found || found.results.length === 0) return null;
  const results = pagePath("technology-search", locale);
  return (
    <>
      <ol className="search-results" start={(found.page - 1) * RESULTS_PAGE_SIZE + 1}>
        {found.results.map((result) => (
          <li key={result.url} className="search-results__item">
            <h2 className="search-results__title">
              <Link to={result.url}><Marked text={result.title} /></Link>
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
