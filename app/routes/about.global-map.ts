import { officeMapBase } from "#app/content/office-map.server";

/** The global network map's land and sea as SVG. Prerendered, so the build writes it as a file. */
export async function loader() {
  const svg = officeMapBase();
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml", "Content-Length": String(Buffer.byteLength(svg)) } });
}
