import type { NavigateFunction } from "react-router";
import { inPlaceState } from "#app/site/in-place-navigation";

/** Wait after a keystroke before asking for results: short, so that they are on screen within 100 ms of the last one. */
export const SEARCH_DEBOUNCE_MS = 30;

const HANGUL_SYLLABLES = /^[\uAC00-\uD7A3]*$/;

/**
 * What to search for in `value` while an input method composes `composing` at its end (null when it composes nothing).
 * Korean is searched syllable by syllable as it is composed; kana before conversion, pinyin and a lone jamo are not
 * yet what the visitor means, so only the text before them counts. Null when the composition is not at the end.
 */
export function settledQuery(value: string, composing: string | null): string | null {
  if (composing === null || HANGUL_SYLLABLES.test(composing)) return value;
  return value.endsWith(composing) ? value.slice(0, value.length - composing.length) : null;
}

/** The query of the page on screen. */
const shownQuery = () => new URLSearchParams(window.location.search).get("q") ?? "";

/**
 * Results as the visitor types into a search form: each pause loads the results page for the text so far through
 * the router (the route's loader, no page load). On the results page the address is replaced, so Back leaves the
 * search; from another page the first results are a new history entry. Loaded only with the results page or when
 * a search box takes focus. Returns the function that stops it.
 */
export function searchAsYouType(form: HTMLFormElement, navigate: NavigateFunction): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let composing: string | null = null;
  const onInput = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const query = settledQuery(String(new FormData(form).get("q") ?? ""), composing);
      const results = new URL(form.action).pathname;
      const onResults = window.location.pathname === results;
      if (query === null || (onResults ? query === shownQuery() : query.trim() === "")) return;
      navigate(`${results}?${new URLSearchParams({ q: query })}`, { replace: onResults, preventScrollReset: onResults, state: inPlaceState });
    }, SEARCH_DEBOUNCE_MS);
  };
  const onCompositionUpdate = (event: CompositionEvent) => (composing = event.data);
  const onCompositionEnd = () => {
    composing = null;
    onInput();
  };
  form.addEventListener("input", onInput);
  form.addEventListener("compositionupdate", onCompositionUpdate);
  form.addEventListener("compositionend", onCompositionEnd);
  // Keys typed while this module was loading: catch up with them now.
  if (new FormData(form).get("q") !== shownQuery()) onInput();
  return () => {
    clearTimeout(timer);
    form.removeEventListener("input", onInput);
    form.removeEventListener("compositionupdate", onCompositionUpdate);
    form.removeEventListener("compositionend", onCompositionEnd);
  };
}
