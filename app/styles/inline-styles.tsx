import appCssText from "./app.css?inline";

const STYLE_ID = "app-css";

/**
 * The site's stylesheet, inlined into each page's <head> so the first paint waits for no request.
 * Only the server bundle carries the text; in the browser the element already exists and is reused.
 */
export function InlineStyles() {
  const css = import.meta.env.SSR ? appCssText : (document.getElementById(STYLE_ID)?.textContent ?? "");
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
