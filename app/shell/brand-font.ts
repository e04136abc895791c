import { useEffect } from "react";
import { useLocation } from "react-router";
import { whenIdleAfterLoad } from "./when-idle";

/**
 * Pretendard is applied only once its files are in this browser's cache, so that a web font never costs a
 * first visit a request, a relayout or a reflow ahead of the page:
 *
 * - first visit: the page paints in the system font; once it is loaded and idle, the stylesheet and the
 *   Pretendard files for the characters on the page are fetched into the HTTP cache (not applied), and the
 *   stylesheet's address is stored;
 * - the next navigation inside the site applies the stylesheet as the new page comes in;
 * - any later page load applies it in <head>, before the first paint, from the cache.
 *
 * The stylesheet's address travels as `<html data-brand-font>`.
 */
export const BRAND_FONT_CACHED_KEY = "brandFontCached";

/**
 * Adds the brand font's stylesheet when its files are cached. Self-contained: it is also serialised into the
 * inline head script, where `blocking="render"` keeps the first paint for the (cached) sheet.
 */
export function applyCachedBrandFont(storageKey: string): void {
  const href = document.documentElement.dataset.brandFont;
  if (!href || localStorage.getItem(storageKey) !== href || document.querySelector("link[data-brand-font]")) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.setAttribute("data-brand-font", "");
  link.setAttribute("blocking", "render");
  document.head.appendChild(link);
}

function readFlag(): string | null {
  try {
    return localStorage.getItem(BRAND_FONT_CACHED_KEY);
  } catch {
    return null;
  }
}

/** Caches the brand font after the first page has loaded, and applies it from the next navigation on. */
export function useBrandFont() {
  const { pathname } = useLocation();
  useEffect(() => {
    const href = document.documentElement.dataset.brandFont;
    if (!href) return;
    if (readFlag() === href) {
      applyCachedBrandFont(BRAND_FONT_CACHED_KEY);
      return;
    }
    let cancelled = false;
    const cancelIdle = whenIdleAfterLoad(() => {
      import("./brand-font-cache")
        .then(({ cacheFilesForThisPage }) => cacheFilesForThisPage(href))
        .then(() => {
          if (!cancelled) localStorage.setItem(BRAND_FONT_CACHED_KEY, href);
        })
        // A module or file that failed to arrive leaves the font unapplied; the next page tries again.
        .catch(() => {});
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [pathname]);
}
