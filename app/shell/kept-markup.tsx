import { createContext, useContext, type ReactNode } from "react";

/** What a document's loaders left out of its hydration data, by name; provided by the server render only. */
export const KeptData = createContext<Record<string, unknown> | null>(null);

/**
 * Content that never changes in the browser, rendered by the server and kept by the browser as it is: while
 * hydrating, the element has no data and renders an empty `dangerouslySetInnerHTML`, which React 19 does not compare
 * with the server's markup, so the markup stays and its data need not travel as JSON (`keepOutOfHydration`). After a client
 * navigation the route's data carries `value` and the element renders it; the key makes that a fresh element rather
 * than children added to kept markup.
 */
export function KeptMarkup<T>({ name, value, children }: { name: string; value: T | undefined; children: (value: T) => ReactNode }) {
  const content = useKept(name, value);
  if (content === undefined) return <div key="kept" data-kept={name} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  return (
    <div key="live" data-kept={name}>
      {children(content)}
    </div>
  );
}

/**
 * Kept markup that the server has already rendered (`renderSections`): a section with no behaviour of its own, whose
 * components never reach the browser. A client navigation's data carries the markup itself.
 */
export function KeptHtml({ name, html }: { name: string; html: string | undefined }) {
  return <div data-kept={name} dangerouslySetInnerHTML={{ __html: useKept(name, html) ?? "" }} suppressHydrationWarning />;
}

function useKept<T>(name: string, value: T | undefined): T | undefined {
  const kept = useContext(KeptData);
  return value ?? (kept?.[name] as T | undefined);
}
