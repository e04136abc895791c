import { readFile } from "node:fs/promises";
import path from "node:path";

/** builds/meta/{id}.json, written by scripts/build-manifest.ts: the prerendered routes and the redirect rules. */
export type BuildMeta = {
  id: string;
  timestamp: number;
  prerendered: string[];
  redirects: { from: string; to: string; status: number }[];
};

/** The meta of the build that builds/latest.json names. */
export async function readBuildMeta(clientDir: string): Promise<BuildMeta> {
  const latest = JSON.parse(await readFile(path.join(clientDir, "builds/latest.json"), "utf8")) as { id: string };
  return JSON.parse(await readFile(path.join(clientDir, `builds/meta/${latest.id}.json`), "utf8")) as BuildMeta;
}
