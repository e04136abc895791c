/**
 * Where the visitor was on a page, as content rather than pixels: the element of `<main>` at the top of what they see
 * (under the sticky header), by its path of child positions, and how far its top stood above that line (negative:
 * below it).
 */
export type ScrollAnchor = { path: number[]; offset: number; height: number };

/** sessionStorage: the anchor of each history entry, by React Router's location key. */
export const SCROLL_ANCHORS_KEY = "scrollAnchors";
const KEPT_ANCHORS = 50;

/** The top of what the visitor sees: the bottom of the sticky header. Self-contained, like scrollToAnchor. */
export function visibleTop(): number {
  return Math.max(0, document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0);
}

/**
 * The element at the line, chosen as the browser's own scroll anchoring chooses (CSS Scroll Anchoring): in document
 * order, the first element that starts at or below the line, descending into any that straddles it; a straddling
 * element without children (a line of text, a picture) is the anchor itself.
 */
export function findScrollAnchor(parent: Element, line: number, path: number[] = []): ScrollAnchor | null {
  for (const [index, child] of [...parent.children].entries()) {
    const { top, bottom, height } = child.getBoundingClientRect();
    const boxless = height === 0 && child.children.length > 0;
    if (bottom <= line && !boxless) continue;
    if (!boxless && (top >= line || child.children.length === 0)) return { path: [...path, index], offset: line - top, height };
    const inside = findScrollAnchor(child, line, [...path, index]);
    if (inside) return inside;
  }
  return null;
}

/**
 * Scrolls the anchor back to where it stood against the line. A top above the line is kept as the same share of the
 * element's height, so that a paragraph set in other fonts since shows the same line of it. Self-contained: it is
 * serialised into the inline script that restores a reload or a back/forward page load before the first paint.
 */
export function scrollToAnchor(root: Element, anchor: ScrollAnchor, line: number): void {
  let element: Element | undefined = root;
  for (const index of anchor.path) element = element?.children[index];
  if (!element) return;
  const { top, height } = element.getBoundingClientRect();
  const offset = anchor.offset > 0 && anchor.height > 0 ? (anchor.offset * height) / anchor.height : anchor.offset;
  window.scrollTo({ top: window.scrollY + top + offset - line, behavior: "instant" });
}

/** Restores the anchor stored for the current history entry, if any. Self-contained, like scrollToAnchor. */
export function restoreStoredAnchor(storageKey: string, scrollTo: typeof scrollToAnchor, lineOf: typeof visibleTop): void {
  const root = document.querySelector("main");
  const anchor = (JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Record<string, ScrollAnchor>)[(history.state as { key?: string } | null)?.key ?? ""];
  if (root && anchor) scrollTo(root, anchor, lineOf());
}

function storeAnchor(key: string) {
  const root = document.querySelector("main");
  const anchor = root && findScrollAnchor(root, visibleTop());
  try {
    const anchors = Object.entries(JSON.parse(sessionStorage.getItem(SCROLL_ANCHORS_KEY) ?? "{}") as Record<string, ScrollAnchor>).filter(([stored]) => stored !== key);
    if (anchor) anchors.push([key, anchor]);
    sessionStorage.setItem(SCROLL_ANCHORS_KEY, JSON.stringify(Object.fromEntries(anchors.slice(-KEPT_ANCHORS))));
  } catch {
    // Without sessionStorage (a full or forbidden store), React Router's pixel position is all there is.
  }
}

/**
 * Saves the anchor of the history entry on screen now, whenever a scroll ends, at every press or submission (which
 * may leave the entry inside the app), and when the page is left for another document. React Router keeps the
 * entry's location key in `history.state`.
 *
 * The press matters because a scroll's end is not always announced: Chromium sometimes fires no `scrollend` after an
 * instant scroll, and back then returned to the place saved before it (the top of IR, 1 run in 64 in the browser tests).
 */
export function saveScrollAnchors() {
  const save = () => {
    const key = (history.state as { key?: string } | null)?.key;
    if (key) storeAnchor(key);
  };
  // Safari has no scrollend: there a scroll saves once per frame.
  let frame = 0;
  const saveInFrame = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(save);
  };
  if ("onscrollend" in window) window.addEventListener("scrollend", save, { passive: true });
  else addEventListener("scroll", saveInFrame, { passive: true });
  window.addEventListener("click", save, { capture: true, passive: true });
  window.addEventListener("submit", save, { capture: true, passive: true });
  window.addEventListener("pagehide", save);
  save();
}

/** Moves the anchor stored for the entry on screen back under the header. */
export const restoreScrollAnchor = () => restoreStoredAnchor(SCROLL_ANCHORS_KEY, scrollToAnchor, visibleTop);
