import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Marks each figure table's frame with whether its figures scroll sideways: no mark while they fit (and before
 * hydration), "more" while columns lie to the right, "end" once the last is in view; the hint and the fading edge
 * follow the mark in CSS. It is the document's behaviour, not the table's, because many tables reach the browser as
 * server-rendered markup with no component of their own. Scroll-driven CSS animations could tell this without script,
 * but the W3C checker, which every page passes, does not know their properties.
 */
export function useFigureTableScroll() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const regions = [...document.querySelectorAll<HTMLElement>(".figure-table__scroll")];
    const mark = (region: HTMLElement) => {
      const frame = region.closest<HTMLElement>(".figure-table__frame");
      if (!frame) return;
      const hidden = region.scrollWidth - region.clientWidth;
      if (hidden < 1) delete frame.dataset.scroll;
      else frame.dataset.scroll = region.scrollLeft >= hidden - 1 ? "end" : "more";
    };
    const onScroll = (event: Event) => mark(event.currentTarget as HTMLElement);
    // An observed element is reported once at once, so this also sets each table's first mark.
    const resize = new ResizeObserver((entries) => entries.forEach((entry) => mark(entry.target as HTMLElement)));
    for (const region of regions) {
      resize.observe(region);
      region.addEventListener("scroll", onScroll, { passive: true });
    }
    return () => {
      resize.disconnect();
      for (const region of regions) region.removeEventListener("scroll", onScroll);
    };
  }, [pathname, search]);
}
