import { InlineScript } from "./inline-script";
import { SCROLL_ANCHORS_KEY, restoreStoredAnchor, scrollToAnchor, useScrollAnchor, visibleTop } from "./scroll-anchor";

/**
 * The script after React Router's `<ScrollRestoration>` one: on a reload or a back/forward page load it moves the
 * content that was at the top back there, once React Router has restored the pixel position. Marked pure so that the
 * browser bundle, which never reads it, drops it; its SHA-256 goes into the Content-Security-Policy.
 */
const scrollAnchorScript = /* @__PURE__ */ `try{(${restoreStoredAnchor.toString()})(${JSON.stringify(SCROLL_ANCHORS_KEY)},${scrollToAnchor.toString()},${visibleTop.toString()})}catch(e){}`;

/** Goes right after `<ScrollRestoration>`: its script and its layout effect each run after React Router's restore. */
export function ScrollAnchorRestoration() {
  useScrollAnchor();
  return <InlineScript id="scroll-anchor" serverText={import.meta.env.SSR ? scrollAnchorScript : undefined} />;
}
