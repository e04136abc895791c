import { bootScript } from "./boot-script";

const SCRIPT_ID = "boot";

/**
 * The inline head script. Only the server bundle carries its text; in the browser the element already exists and
 * is reused, so the text does not travel a second time in the hydration data.
 */
export function BootScript() {
  const code = import.meta.env.SSR ? bootScript : (document.getElementById(SCRIPT_ID)?.textContent ?? "");
  return <script id={SCRIPT_ID} dangerouslySetInnerHTML={{ __html: code }} />;
}
