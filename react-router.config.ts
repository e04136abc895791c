import { rm } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Config } from "@react-router/dev/config";
import { writeBuildManifest } from "./scripts/build-manifest";
import { writeClientFiles } from "./scripts/client-files";
import { writeNginxConfig } from "./scripts/nginx-config";
import { writePrecompressed } from "./scripts/precompress";
import { writeSearchDocuments } from "./scripts/search-documents";
import { writeSitemap } from "./scripts/sitemap";
import { prerenderedFiles, prerenderedPaths } from "./app/site/urls";

export default {
  ssr: true,
  // A release's own directory (scripts/release.ts), or build/ for a build made by hand.
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
  prerender: () => [...prerenderedPaths(), ...prerenderedFiles()],
  async buildEnd({ reactRouterConfig: { buildDirectory } }) {
    const clientDir = path.join(buildDirectory, "client");
    await checkContent(buildDirectory);
    // React Router also writes a client-navigation payload beside each prerendered file; nothing fetches it.
    await Promise.all(prerenderedFiles().map((file) => rm(`${clientDir}${file}.data`, { force: true })));
    await writeBuildManifest(clientDir, prerenderedPaths());
    await writeSitemap(clientDir);
    await writeClientFiles(clientDir);
    await writePrecompressed(clientDir);
    await writeNginxConfig(buildDirectory);
    await writeSearchDocuments(buildDirectory);
  },
} satisfies Config;

/** Bad content fails the build: a figure that prose repeats must agree with its one source (app/content/stated-facts.server.ts). */
async function checkContent(buildDir: string) {
  const { contentContradictions } = (await import(/* @vite-ignore */ pathToFileURL(path.resolve(buildDir, "server/index.js")).href)) as {
    contentContradictions(): string[];
  };
  const contradicting = contentContradictions();
  if (contradicting.length > 0) throw new Error(`Content contradicts itself:\n- ${contradicting.join("\n- ")}`);
}
