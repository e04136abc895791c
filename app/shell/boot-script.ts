import { LANGUAGE_STORAGE_KEY, storedLocaleRules, storedLocaleTarget } from "#app/i18n/locale-preference";
import { BRAND_FONT_CACHED_KEY, applyCachedBrandFont } from "./brand-font";
import { CHUNK_RELOAD_FLAG, CHUNK_RELOAD_GUARD_MS, installChunkRecovery } from "./chunk-recovery";
import { HYDRATION_TEMPLATE_ID, hydrateAfterFirstPaint } from "./after-first-paint";
import notice from "../../content/notice.json";
import { COMPANY_TIME_ZONE, isInstantWithin, periodInstants } from "#app/i18n/company-days";
import { NOTICE_SHOWN_ATTRIBUTE, POPUP_KEYS, isPopupHidden } from "./popup-state";
import { RESTORING_LOAD_ATTRIBUTE, markRestoringLoad } from "./use-scroll-place";

/**
 * The inline script first in the <head> of every page: it moves a visitor with a stored language to that
 * language before paint, arms the chunk-failure reload before any chunk is requested, starts the app once the
 * page has painted (app/shell/after-first-paint.ts), applies the brand
 * font before the first paint when its files are already cached, lays out every section of a reload or a
 * back/forward load, whose scroll position is restored before hydration, and shows the home page's notice on its days
 * (content/notice.json: a prerendered page cannot know today) unless the visitor dismissed it, so that it neither
 * flashes in nor out.
 * Its SHA-256 goes into the Content-Security-Policy, so it must be identical on every page. Only the server render
 * reads it (inline-scripts.server.ts).
 */
export const bootScript = [
  `(function(){try{var t=(${storedLocaleTarget.toString()})(location.pathname,localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),${JSON.stringify(storedLocaleRules)});if(t)location.replace(t+location.search+location.hash)}catch(e){}})();`,
  `(${installChunkRecovery.toString()})(${JSON.stringify(CHUNK_RELOAD_FLAG)},${CHUNK_RELOAD_GUARD_MS});`,
  `(${hydrateAfterFirstPaint.toString()})(${JSON.stringify(HYDRATION_TEMPLATE_ID)});`,
  `try{(${applyCachedBrandFont.toString()})(${JSON.stringify(BRAND_FONT_CACHED_KEY)})}catch(e){}`,
  `try{(${markRestoringLoad.toString()})(${JSON.stringify(RESTORING_LOAD_ATTRIBUTE)})}catch(e){}`,
  `try{if((${isInstantWithin.toString()})(Date.now(),${JSON.stringify(periodInstants({ from: notice.from, until: (notice as { until?: string }).until }, COMPANY_TIME_ZONE))})&&!(${isPopupHidden.toString()})(new Date(),localStorage,sessionStorage,${JSON.stringify(POPUP_KEYS)}))document.documentElement.setAttribute(${JSON.stringify(NOTICE_SHOWN_ATTRIBUTE)},"")}catch(e){}`,
].join("");
