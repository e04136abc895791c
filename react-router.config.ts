import type { Config } from "@react-router/dev/config";
import { writeBuildManifest } from "./scripts/build-manifest";
import { writeCaptions } from "./scripts/captions";
import { writePrecompressed } from "./scripts/precompress";
import { writeSitemap } from "./scripts/sitemap";
import { prerenderedPaths } from "./app/site/urls";

export default {
  ssr: true,
  prerender: prerenderedPaths,
  async buildEnd() {
    await writeBuildManifest("build/client", prerenderedPaths());
    await writeSitemap("build/client");
    await writeCaptions("build/client");
    await writePrecompressed("build/client");
  },
} satisfies Config;
