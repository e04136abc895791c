import { fileURLToPath } from "node:url";

/** The floor: a blank React Router app built with the repo's own packages, the lowest a page can cost. */
export const FLOOR_APP_DIR = fileURLToPath(new URL("./floor", import.meta.url));
/** Its build, under bench-results/ (ignored), never in the source tree. */
export const FLOOR_BUILD_DIR = fileURLToPath(new URL("../bench-results/floor-build", import.meta.url));
export const FLOOR_CLIENT_DIR = `${FLOOR_BUILD_DIR}/client`;
