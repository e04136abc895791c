import { mailLogo } from "#app/files/artwork.server";

/** The alert mails' header logo as PNG, at an address of the site's origin. Prerendered, so the build writes it as a file. */
export async function loader() {
  const bytes = await mailLogo();
  return new Response(bytes, { headers: { "Content-Type": "image/png", "Content-Length": String(bytes.byteLength) } });
}
