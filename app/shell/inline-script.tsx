/**
 * An inline script whose text only the server bundle carries: the caller passes `import.meta.env.SSR ? text :
 * undefined`, so that the browser bundle drops the text, and in the browser the element already exists and is reused,
 * so the text does not travel a second time in the hydration data.
 */
export function InlineScript({ id, serverText }: { id: string; serverText: string | undefined }) {
  const text = serverText ?? document.getElementById(id)?.textContent ?? "";
  return <script id={id} dangerouslySetInnerHTML={{ __html: text }} />;
}
