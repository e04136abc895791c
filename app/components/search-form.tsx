import { useEffect, useId, useRef } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { withoutTrailingSlash } from "#app/i18n/paths";
import { cutQuery } from "#app/search/text";
import { pageTitle } from "#app/site/page-text";
import { pagePath } from "#app/site/urls";
import { useLanguage } from "#app/shell/use-language";
import { PageLink } from "./page-link";

const SearchIcon = () => (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3m0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10" /></svg>
);

/** The query of the results page when the visitor is on it, else "". */
function useShownQuery(): { action: string; onResults: boolean; query: string } {
  const { locale } = useLanguage();
  const { pathname, search } = useLocation();
  const action = pagePath("technology-search", locale);
  const onResults = withoutTrailingSlash(pathname) === action;
  return { action, onResults, query: onResults ? cutQuery(new URLSearchParams(search).get("q") ?? "").query : "" };
}

/**
 * A search form: a GET to the results page of the current language, so it works without JavaScript. When its box
 * takes focus it loads search-as-you-type (a separate chunk), except in the drawer, which covers the results. On
 * the results page a submit replaces the address, like typing does. While the box is not being typed in, it shows
 * the query of the results page. The results page's own form is named by the page, so the two landmarks differ.
 */
export function SearchForm({ variant, onSubmit }: { variant: "header" | "drawer" | "page"; onSubmit?: () => void }) {
  const { t } = useLanguage();
  const { action, onResults, query } = useShownQuery();
  const id = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const stopLive = useRef<Promise<() => void> | null>(null);
  const startLive = () => {
    if (variant === "drawer") return;
    stopLive.current ??= import("#app/search/search-as-you-type").then(({ searchAsYouType }) => searchAsYouType(formRef.current!, navigate));
  };
  useEffect(() => {
    if (inputRef.current === document.activeElement) startLive();
    return () => void stopLive.current?.then((stop) => stop());
    // Once per form: the router's navigate function does not change.
  }, []);
  useEffect(() => {
    const input = inputRef.current;
    if (input && input !== document.activeElement) input.value = query;
  }, [query]);
  return (
    <Form ref={formRef} method="get" action={action} replace={onResults} role="search" aria-label={variant === "page" ? pageTitle(t, "technology-search") : t("search.landmark")} className={`site-search site-search--${variant}`} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">{t("search.field")}</label>
      <input ref={inputRef} id={id} type="search" name="q" defaultValue={query} placeholder={t("search.submit")} autoComplete="off" enterKeyHint="search" onFocus={startLive} />
      <button type="submit">
        <SearchIcon />
        <span className="visually-hidden">{t("search.submit")}</span>
      </button>
    </Form>
  );
}

/** On narrow screens the header has no room for a search box: this link opens the results page and its box. */
export function SearchLink() {
  const { t } = useLanguage();
  return (
    <PageLink page="technology-search" className="site-search-link">
      <SearchIcon />
      <span className="visually-hidden">{t("search.submit")}</span>
    </PageLink>
  );
}
