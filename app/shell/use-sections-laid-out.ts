import { useEffect } from "react";
import { useLocation } from "react-router";
import { whenIdleAfterLoad } from "./when-idle";

/** What shows that the visitor moves through the page: any of them starts the layout of the skipped sections. */
const FIRST_MOVES = ["scroll", "keydown", "pointerdown"] as const;

/**
 * The first paint lays out only the sections near the viewport (`content-visibility: auto`); the others stand at an
 * estimated height. As soon as the visitor starts to move through the page, this lays them out too, one per idle
 * period (a section is at most about 6 ms of layout, IR's board on a phone: never a long task), so that a jump far
 * down the page (the End key, the scrollbar, a link) lands where it aims instead of moving as the sections above it
 * take their real height. Not at load: there the layouts fell into the busy time after it (IR's median TBT in
 * Lighthouse, 8 runs each: 9 ms without them, 18.5 ms with them).
 */
export function useSectionsLaidOut() {
  const { pathname } = useLocation();
  useEffect(() => {
    const pending = [...document.querySelectorAll<HTMLElement>("main .section:not([data-laid-out])")];
    let cancel = () => {};
    const layOutNext = () => {
      const section = pending.shift();
      if (!section) return;
      section.setAttribute("data-laid-out", "");
      cancel = whenIdleAfterLoad(layOutNext);
    };
    const start = () => {
      stopWaiting();
      cancel = whenIdleAfterLoad(layOutNext);
    };
    const stopWaiting = () => FIRST_MOVES.forEach((type) => window.removeEventListener(type, start));
    FIRST_MOVES.forEach((type) => window.addEventListener(type, start, { passive: true }));
    return () => {
      stopWaiting();
      cancel();
    };
  }, [pathname]);
}
