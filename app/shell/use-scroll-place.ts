import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { whenIdleAfterLoad } from "./when-idle";

/** What shows that the visitor moves through the page: the first of them starts the layout of the skipped sections. */
const MOVES = ["scroll", "keydown", "pointerdown"] as const;

/** `<html>` carries it from the head script of a reload or a back/forward page load until hydration. */
export const RESTORING_LOAD_ATTRIBUTE = "data-restoring-load";

/**
 * A reload or a back/forward page load scrolls to the position it had before hydration (React Router's script at the
 * end of the page): every section is laid out for it (app.css), as when that position was saved. Self-contained: it
 * is serialised into the head script.
 */
export function markRestoringLoad(attribute: string): void {
  const load = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (load && (load.type === "reload" || load.type === "back_forward")) document.documentElement.setAttribute(attribute, "");
}

/** The End key (Cmd+Down on a Mac) scrolls as soon as its default runs: every section is laid out before it. */
const jumpsToTheEnd = (event: KeyboardEvent) => event.key === "End" || (event.metaKey && event.key === "ArrowDown");

const sectionsNotLaidOut = () => [...document.querySelectorAll<HTMLElement>("main .section:not([data-laid-out])")];
const layOut = (section: HTMLElement) => section.setAttribute("data-laid-out", "");

/** ./scroll-anchor, imported at the visitor's first move through a page (before it, the place is the top). */
let scrollAnchors: Promise<typeof import("./scroll-anchor")> | undefined;
const loadScrollAnchors = () => (scrollAnchors ??= import("./scroll-anchor").then((module) => (module.saveScrollAnchors(), module)));

/**
 * Keeps the visitor's place on a page: the sections far from the view are laid out before a jump or a restore needs
 * them, and back, forward and reload land on the same content whatever the fonts.
 *
 * The first paint lays out only the sections near the viewport (`content-visibility: auto`); the others stand at an
 * estimated height, and a position far down the page means something else until they are laid out.
 *
 * - As soon as the visitor moves through the page, they are laid out one per idle period (a section is at most about
 *   6 ms of layout, IR's board on a phone: never a long task), so that a jump far down (the scrollbar) lands where it
 *   aims instead of moving as the sections above it take their real height. The End key lays them all out at once,
 *   before it scrolls: without that, a first press landed 1,700 px short of the end of IR in Chinese at 1280 px.
 *   Not at load: there the layouts fell into the busy time after it (IR's median TBT in Lighthouse, 8 runs each:
 *   9 ms without them, 18.5 ms with them).
 * - Back or forward inside the app, they are all laid out at once, before React Router restores the position it
 *   saved with every section laid out (its layout effect runs after this one, which sits deeper in the tree); a
 *   reload or a back/forward page load has them laid out from the head script on (`markRestoringLoad`).
 * - React Router restores the pixel position it saved, but the fonts of a page can change in between: a first visit
 *   is set in the system's fonts and the next page in the brand font, and other systems' Japanese, Chinese and Korean
 *   fonts have other metrics. The same pixels then point at other content, 500 px off on a long page. So the content
 *   at the top of the view is saved too (./scroll-anchor, loaded at the first move: it costs the first load
 *   nothing) and moved back after React Router's restore: here on back and forward inside the app, and by the inline
 *   script after React Router's for a page load (inline-scripts.server.ts).
 */
export function useScrollPlace() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const hydrated = useRef(false);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const restoring = hydrated.current ? navigationType === "POP" : root.hasAttribute(RESTORING_LOAD_ATTRIBUTE);
    if (restoring) sectionsNotLaidOut().forEach(layOut);
    // A promise's callback runs after every layout effect of this commit, React Router's restore among them.
    if (restoring && hydrated.current) void scrollAnchors?.then((module) => module.restoreScrollAnchor());
    // The sections of later pages are laid out by their own rules.
    root.removeAttribute(RESTORING_LOAD_ATTRIBUTE);
    hydrated.current = true;
  }, [key, navigationType]);

  useEffect(() => {
    const pending = sectionsNotLaidOut();
    let cancel: (() => void) | undefined;
    const layOutNext = () => {
      const section = pending.shift();
      if (!section) return;
      layOut(section);
      cancel = whenIdleAfterLoad(layOutNext);
    };
    const onMove = (event: Event) => {
      void loadScrollAnchors();
      if (event instanceof KeyboardEvent && jumpsToTheEnd(event)) {
        cancel?.();
        pending.splice(0).forEach(layOut);
      } else cancel ??= whenIdleAfterLoad(layOutNext);
    };
    MOVES.forEach((type) => window.addEventListener(type, onMove, { passive: true }));
    return () => {
      MOVES.forEach((type) => window.removeEventListener(type, onMove));
      cancel?.();
    };
  }, [key]);
}
