/**
 * Runs `callback` once the page has loaded and the browser is idle (at the latest 3 s later); a browser without
 * requestIdleCallback (Safari) runs it 200 ms after the load. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(callback: () => void): () => void {
  let idle = 0;
  const schedule = () => {
    idle = typeof requestIdleCallback === "function" ? requestIdleCallback(callback, { timeout: 3000 }) : window.setTimeout(callback, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}
