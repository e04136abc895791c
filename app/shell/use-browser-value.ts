import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * A value only the browser knows (the page's origin, today's date), read once the page has hydrated: `onServer` until
 * then, so that the first render matches the server's markup.
 */
export function useBrowserValue<T, S>(read: () => T, onServer: S): T | S {
  return useSyncExternalStore<T | S>(unchanging, read, () => onServer);
}
