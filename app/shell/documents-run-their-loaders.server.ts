import type { MiddlewareFunction } from "react-router";

/**
 * The prerender hands a page's document the data it rendered for the page's `.data`, when that is under 8 KB, instead
 * of running the loaders. A document's loaders differ from its `.data`'s: they keep content out of its hydration data
 * (`keepOutOfHydration`). This root middleware takes the hint away, so that every document runs them.
 */
export const documentsRunTheirLoaders: MiddlewareFunction<Response> = ({ request }) => {
  request.headers.delete("X-React-Router-Prerender-Data");
};
