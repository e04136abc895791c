import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pages, redirects } from "../app/site/pages";
import type { BuildMeta } from "../server/build-meta";

/**
 * Writes the specification's build manifest: builds/latest.json (the id the client polls) and
 * builds/meta/{id}.json (the prerendered routes and the redirect rules the server applies).
 */
export async function writeBuildManifest(clientDir: string, prerendered: string[]) {
  const id = process.env.BUILD_ID;
  if (!id) throw new Error("BUILD_ID is not set: vite.config.ts sets it for every build");
  const timestamp = Number(process.env.BUILD_TIME);
  if (!Number.isFinite(timestamp)) throw new Error("BUILD_TIME is not set: vite.config.ts sets it for every build");
  const dir = path.join(clientDir, "builds");
  await mkdir(path.join(dir, "meta"), { recursive: true });
  const meta: BuildMeta = { id, timestamp, prerendered, redirects: redirects.map(({ from, to }) => ({ from, to: pages[to].path, status: 301 })) };
  await writeFile(path.join(dir, "meta", `${id}.json`), JSON.stringify(meta, null, 2));
  await writeFile(path.join(dir, "latest.json"), JSON.stringify({ id, timestamp }));
}
