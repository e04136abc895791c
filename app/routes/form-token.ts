import { formTokenContext } from "#app/forms/form-token.server";
import type { Route } from "./+types/form-token";

/**
 * A fresh token for the form of a page that is the same for every visitor (the IR page's alert sign-up), fetched once
 * the page runs: kept by no cache, so that the time trap runs from then.
 */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(context.get(formTokenContext)(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
