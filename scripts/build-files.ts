import { rm } from "node:fs/promises";
import { prerenderedFiles, prerenderedPaths } from "../app/site/urls";
import { writeBuildManifest } from "./build-manifest";
import { writeClientFiles } from "./client-files";
import { writeNginxConfig } from "./nginx-config";
import { writePrecompressed } from "./precompress";
import { writeSearchDocuments } from "./search-documents";
import { writeSitemap } from "./sitemap";

/** What the build writes once every page is prerendered: the manifest, sitemap, files, compressed copies, nginx's headers, search documents. */
export async function writeBuildFiles() {
  // React Router also writes a client-navigation payload beside each prerendered file; nothing fetches it.
  await Promise.all(prerenderedFiles().map((file) => rm(`build/client${file}.data`, { force: true })));
  await writeBuildManifest("build/client", prerenderedPaths());
  await writeSitemap("build/client");
  await writeClientFiles("build/client");
  await writePrecompressed("build/client");
  await writeNginxConfig("build");
  await writeSearchDocuments("build");
}
