import { createContext, useContext } from "react";

/** The texts of the page's inline scripts, by element id: provided by the server render only (entry.server). */
export const InlineScriptTexts = createContext<Readonly<Record<string, string>> | null>(null);

/**
 * An inline script whose text only the server carries: in the browser the element already exists and is reused, so
 * the text reaches neither the browser bundle nor the hydration data.
 */
export function InlineScript({ id }: { id: string }) {
  const text = useContext(InlineScriptTexts)?.[id] ?? document.getElementById(id)?.textContent ?? "";
  return <script id={id} dangerouslySetInnerHTML={{ __html: text }} />;
}
