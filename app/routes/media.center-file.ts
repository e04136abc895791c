import type { Route } from "./+types/media.center-file";
import { artwork } from "#app/content/artwork.server";
import { brochure } from "#app/content/brochures.server";
import { requestLocale, requestPath, unlocalizedPath } from "#app/i18n/paths";
import { mediaFileAt } from "#app/site/media";

/** A brochure (PDF, per language) or a press image (PNG). Prerendered, so the build writes them as files. */
export async function loader({ request }: Route.LoaderArgs) {
  const file = mediaFileAt(unlocalizedPath(requestPath(request)));
  const [bytes, type] = file.kind === "brochure" ? [await brochure(file.id, requestLocale(request)), "application/pdf"] : [await artwork(file.id, file.size), "image/png"];
  return new Response(bytes, { headers: { "Content-Type": type, "Content-Length": String(bytes.byteLength) } });
}
