/** The session flag that stops a failing chunk from reloading the page in a loop. */
export const CHUNK_RELOAD_FLAG = "chunkReloadAt";
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/**
 * Installs, before anything else loads, the listener that answers a script or style chunk that
 * fails to load with one full reload. The flag lives 10 s: a second failure inside that window is
 * only logged. Self-contained: it is serialised into the inline head script.
 */
export function installChunkRecovery(flagKey: string, guardMs: number): void {
  function isChunkElement(target: EventTarget | null): boolean {
    if (target instanceof HTMLScriptElement) return target.src !== "" || target.type === "module";
    if (target instanceof HTMLLinkElement) return target.rel === "stylesheet" || target.rel === "modulepreload";
    return false;
  }
  function recover(detail: unknown) {
    const last = Number(sessionStorage.getItem(flagKey) ?? 0);
    if (Date.now() - last < guardMs) {
      console.error("A script or style chunk failed to load again; not reloading.", detail);
      return;
    }
    sessionStorage.setItem(flagKey, String(Date.now()));
    location.reload();
  }
  window.addEventListener("error", (event) => { if (isChunkElement(event.target)) recover(event.target); }, true);
  window.addEventListener("vite:preloadError", (event) => { event.preventDefault(); recover(event); });
  window.addEventListener("unhandledrejection", (event) => {
    const message = String((event.reason as Error | undefined)?.message ?? "");
    if (/dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(message)) recover(message);
  });
}
