import type { NavigateFunction } from "react-router";
import { inPlaceState } from "#app/shell/in-place-navigation";

/** Wait after a keystroke before asking for results: short, so that they are on screen within 100 ms of the last one. */
export const SEARCH_DEBOUNCE_MS = 30;

/**
 * Results as the visitor types into a search form: each pause loads the results page for the text so far through
 * the router (the route's loader, no page load). On the results page the address is replaced, so Back leaves the
 * search; from another page the first results are a new history entry. Loaded only with the results page or when
 * a search box takes focus. Returns the function that stops it.
 */
export function searchAsYouType(form: HTMLFormElement, navigate: NavigateFunction): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onInput = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const query = String(new FormData(form).get("q") ?? "");
      const results = new URL(form.action).pathname;
      const onResults = window.location.pathname === results;
      if (!onResults && query.trim() === "") return;
      navigate(`${results}?${new URLSearchParams({ q: query })}`, { replace: onResults, preventScrollReset: onResults, state: inPlaceState });
    }, SEARCH_DEBOUNCE_MS);
  };
  form.addEventListener("input", onInput);
  // Keys typed while this module was loading: catch up with them now.
  if (new FormData(form).get("q") !== (new URLSearchParams(window.location.search).get("q") ?? "")) onInput();
  return () => {
    clearTimeout(timer);
    form.removeEventListener("input", onInput);
  };
}
