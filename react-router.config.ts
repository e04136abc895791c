import { lstatSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { contentProblems } from "./app/content/content-check.server";
import { contentProblemsReport } from "./app/content/content-problems";

// The site's modules read the content, and refuse it, as they load: the build imports them once the content check has
// passed, so that one mistake does not stop it before the others are listed (decision 047).
export default {
  ssr: true,
  buildDirectory: buildDirectory(),
  // React Router asks for the pages to prerender once the client is built, before the server renders any.
  async prerender() {
    await stopOnContentProblems();
    const { prerenderedFiles, prerenderedPaths } = await import("./app/site/urls");
    return [...prerenderedPaths(), ...prerenderedFiles()];
  },
  async buildEnd({ reactRouterConfig: { buildDirectory } }) {
    const { writeBuildFiles } = await import("./scripts/build-files");
    await writeBuildFiles(buildDirectory);
  },
} satisfies Config;

/** Bad content stops the build before any page renders: the list of its mistakes alone, without a stack. */
async function stopOnContentProblems() {
  const problems = await contentProblems(process.cwd());
  if (problems.length === 0) return;
  console.error(contentProblemsReport(problems));
  // Thrown here, inside the server build's plugin hook, the list would be printed twice, wrapped in Rolldown's stack.
  process.exit(1);
}

/**
 * A release's own directory (scripts/release.ts), or build/ for a build made by hand. Once `npm run build` has made a
 * release, build is the link to it, which React Router would replace with a build of its own: that is refused.
 */
function buildDirectory() {
  if (process.env.BUILD_DIRECTORY) return process.env.BUILD_DIRECTORY;
  if (process.argv.includes("build") && lstatSync("build", { throwIfNoEntry: false })?.isSymbolicLink()) {
    throw new Error("build is the current release: make a new one with `npm run build` (scripts/release.ts), which builds beside it");
  }
  return "build";
}
