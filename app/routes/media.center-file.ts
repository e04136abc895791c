import type { Route } from "./+types/media.center-file";
import { mediaFile } from "#app/files/media-center.server";
import { requestPath } from "#app/i18n/paths";

/** A brochure (PDF, per language) or a press image (PNG). Prerendered, so the build writes them as files. */
export async function loader({ request }: Route.LoaderArgs) {
  const { bytes, type } = await mediaFile(requestPath(request));
  return new Response(bytes, { headers: { "Content-Type": type, "Content-Length": String(bytes.byteLength) } });
}
