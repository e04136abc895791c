import { rm } from "node:fs/promises";
import path from "node:path";
import { prerenderedFiles, prerenderedPaths } from "../app/site/urls";
import { writeBuildManifest } from "./build-manifest";
import { writeClientFiles } from "./client-files";
import { writeNginxConfig } from "./nginx-config";
import { writePrecompressed } from "./precompress";
import { writeSearchDocuments } from "./search-documents";
import { writeSitemap } from "./sitemap";

/**
 * What the build writes into `buildDirectory` once every page is prerendered: the manifest, sitemap, files, compressed
 * copies, nginx's headers, search documents.
 */
export async function writeBuildFiles(buildDirectory: string) {
  const clientDir = path.join(buildDirectory, "client");
  // React Router also writes a client-navigation payload beside each prerendered file; nothing fetches it.
  await Promise.all(prerenderedFiles().map((file) => rm(`${clientDir}${file}.data`, { force: true })));
  await writeBuildManifest(clientDir, prerenderedPaths());
  await writeSitemap(clientDir);
  await writeClientFiles(clientDir);
  await writePrecompressed(clientDir);
  await writeNginxConfig(buildDirectory);
  await writeSearchDocuments(buildDirectory);
}
