import type { Route } from "./+types/sustainability.policy-book";
import { policyBook } from "#app/files/policy-book.server";
import { requestLocale } from "#app/i18n/paths";

/** The ESG policy book in the language of the address. Prerendered, so the build writes it as a file. */
export async function loader({ request }: Route.LoaderArgs) {
  const book = await policyBook(requestLocale(request));
  return new Response(book, { headers: { "Content-Type": "application/pdf", "Content-Length": String(book.byteLength) } });
}
