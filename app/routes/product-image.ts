import type { Route } from "./+types/product-image";
import { productImageSvg } from "#app/content/product-images.server";
import { requestPath } from "#app/i18n/paths";
import { productImages } from "#app/site/product-images";

/** A product's package render or a video poster, as SVG. Prerendered, so the build writes them as files. */
export function loader({ request }: Route.LoaderArgs) {
  const path = requestPath(request);
  const entry = productImages().find((candidate) => candidate.path === path);
  if (!entry) throw new Response(null, { status: 404 });
  const body = productImageSvg(entry.image);
  return new Response(body, { headers: { "Content-Type": "image/svg+xml", "Content-Length": String(Buffer.byteLength(body)) } });
}
