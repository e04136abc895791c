import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "@react-router/dev/config";
import { FLOOR_BUILD_DIR } from "../floor-build";

const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  appDirectory: path.join(here, "app"),
  buildDirectory: FLOOR_BUILD_DIR,
  ssr: false,
  prerender: ["/"],
} satisfies Config;
