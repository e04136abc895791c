import { createContext, type RouterContextProvider } from "react-router";
import { isDataRequest } from "#app/i18n/paths";

/** Per request: the content a document's loaders keep out of its hydration data, for `KeptMarkup` to render. */
export const keptContentContext = createContext<Record<string, unknown>>({});

type Kept<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/**
 * Leaves `keys` out of a document's hydration data: the server renders them through `KeptMarkup`, the browser keeps
 * that markup. A `.data` request (a client navigation, which has no markup yet) still gets them.
 */
export function keepOnServer<T extends Record<string, unknown>, K extends keyof T & string>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  data: T,
  keys: readonly K[],
): Kept<T, K> {
  if (isDataRequest(request)) return data;
  const kept: Record<string, unknown> = { ...context.get(keptContentContext) };
  const sent: Record<string, unknown> = { ...data };
  for (const key of keys) {
    kept[key] = data[key];
    delete sent[key];
  }
  context.set(keptContentContext, kept);
  return sent as Kept<T, K>;
}
