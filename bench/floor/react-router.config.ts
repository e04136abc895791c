import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "@react-router/dev/config";

// The floor: a blank React Router app built with the repo's own packages, the lowest a page can cost.
// Its build goes under bench-results/ (ignored), never into the source tree.
const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  appDirectory: path.join(here, "app"),
  buildDirectory: path.resolve(here, "../../bench-results/floor-build"),
  ssr: false,
  prerender: ["/"],
} satisfies Config;
