import { organizationLogo } from "#app/files/artwork.server";

/** The logo as PNG for search engines' organisation data. Prerendered, so the build writes it as a file. */
export async function loader() {
  const bytes = await organizationLogo();
  return new Response(bytes, { headers: { "Content-Type": "image/png", "Content-Length": String(bytes.byteLength) } });
}
