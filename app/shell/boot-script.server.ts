import { LANGUAGE_STORAGE_KEY, storedLocaleTarget } from "#app/i18n/locale-preference";
import { CHUNK_RELOAD_FLAG, CHUNK_RELOAD_GUARD_MS, installChunkRecovery } from "./chunk-recovery";

/** Turns on the stylesheets marked `data-async-stylesheet` (loaded as `media="print"`) once they arrive. */
function activateAsyncStylesheets() {
  document.addEventListener("DOMContentLoaded", () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-async-stylesheet]")) {
      if (link.sheet) link.media = "all";
      else link.addEventListener("load", () => (link.media = "all"));
    }
  });
}

/**
 * The one inline script of every page, first in <head>: it moves a visitor with a stored language to
 * that language before paint, arms the chunk-failure reload before any chunk is requested, and
 * applies the font stylesheet without letting it block the first paint.
 * Its SHA-256 goes into the Content-Security-Policy, so it must be identical on every page.
 */
export const bootScript = [
  `(function(){try{var t=(${storedLocaleTarget.toString()})(location.pathname,localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}));if(t)location.replace(t+location.search+location.hash)}catch(e){}})();`,
  `(${installChunkRecovery.toString()})(${JSON.stringify(CHUNK_RELOAD_FLAG)},${CHUNK_RELOAD_GUARD_MS});`,
  `(${activateAsyncStylesheets.toString()})();`,
].join("");
