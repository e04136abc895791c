import { bootScript } from "./boot-script";
import { SCROLL_ANCHORS_KEY, restoreStoredAnchor, scrollToAnchor, visibleTop } from "./scroll-anchor";

/**
 * The script after React Router's `<ScrollRestoration>` one: on a reload or a back/forward page load it moves the
 * content that was at the top of the view back there, once React Router has restored the pixel position.
 */
const scrollAnchorScript = `try{(${restoreStoredAnchor.toString()})(${JSON.stringify(SCROLL_ANCHORS_KEY)},${scrollToAnchor.toString()},${visibleTop.toString()})}catch(e){}`;

/** Every page's inline scripts by element id. Their SHA-256 go into the Content-Security-Policy. */
export const inlineScriptTexts = { boot: bootScript, "scroll-anchor": scrollAnchorScript } as const;
