/**
 * Releases, as Capistrano-style deploys make them: each build goes into a directory of its own,
 * `releases/<build id>/`, with a copy of the content, public files and migrations it is built from (its server reads
 * them at run time, two folders up from `build/server/index.js`), and one rename of the `build` symlink makes it
 * current. `npm start`, the instances and nginx's includes follow that link; a failed build leaves it, and everything
 * served, as it was. A release that is made current takes in the assets of every release current in the past day, so
 * that a page handed out by one of them keeps loading its scripts; releases older than that go, but the last three.
 *
 *   npm run build                 builds a release and makes it current
 *   npm run deploy:rolling        does the same, then reloads nginx and restarts the instances one at a time
 *   npm run deploy:rolling -- --rollback   makes the release before the current one current again, the same way
 */
import { spawn } from "node:child_process";
import { appendFile, cp, link, lstat, mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { newBuildId } from "./build-id.ts";

export const RELEASES = "releases";
/** What a release keeps of the checkout: what its server reads beside its build. */
const SNAPSHOT = ["content", "public", "drizzle"];
/** How long a release's assets stay served after it stops being current: a page open that long keeps working. */
export const ASSETS_KEPT_MS = 24 * 60 * 60 * 1000;
/** Releases kept however old, the current one among them: what a rollback can go back to. */
const RELEASES_KEPT = 3;

/** Builds the site into `directory` (React Router's buildDirectory) with this id and time; rejects when it fails. */
export type Builder = (build: { id: string; time: number; directory: string }) => Promise<void>;

type Switch = { at: number; id: string };

const switchLog = (root: string) => path.join(root, RELEASES, "switches.log");
const releaseBuild = (root: string, id: string) => path.join(root, RELEASES, id, "build");
const assetsOf = (root: string, id: string) => path.join(releaseBuild(root, id), "client", "assets");
/** The assets a release's own build made, apart from those it took in from others. */
const ownAssetsList = (root: string, id: string) => path.join(root, RELEASES, id, "own-assets.json");

/** React Router's build of this checkout, its output shown as it goes. */
export const reactRouterBuild =
  (root: string): Builder =>
  ({ id, time, directory }) =>
    new Promise((resolve, reject) => {
      const child = spawn(path.join(root, "node_modules/.bin/react-router"), ["build"], {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, BUILD_ID: id, BUILD_TIME: String(time), BUILD_DIRECTORY: directory },
      });
      child.once("error", reject);
      child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`react-router build ended with ${code}`))));
    });

/**
 * Builds a release of the checkout at `root` and resolves with its id, changing nothing that is served; a build that
 * fails leaves no trace and rejects with the reason.
 */
export async function buildRelease(root: string, build: Builder = reactRouterBuild(root), now = Date.now()): Promise<string> {
  const id = newBuildId(now);
  const directory = path.join(root, RELEASES, id);
  await mkdir(directory, { recursive: true });
  try {
    await Promise.all(SNAPSHOT.map((entry) => cp(path.join(root, entry), path.join(directory, entry), { recursive: true })));
    await build({ id, time: now, directory: releaseBuild(root, id) });
    await writeFile(ownAssetsList(root, id), JSON.stringify(await readdir(assetsOf(root, id))));
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw new Error(`The build failed, and nothing served has changed: ${(error as Error).message}`, { cause: error });
  }
  return id;
}

/** The current release's id, or null before the first release. */
export async function currentRelease(root: string): Promise<string | null> {
  const target = await readlink(path.join(root, "build")).catch(() => null);
  return target === null ? null : path.basename(path.dirname(target));
}

/**
 * Makes release `id` current: its assets joined by those of every release current in the past day, then the `build`
 * link renamed over in one step. Old releases are removed after.
 */
export async function switchRelease(root: string, id: string, now = Date.now()): Promise<void> {
  await stat(path.join(releaseBuild(root, id), "server/index.js")).catch(() => {
    throw new Error(`There is no release ${id} in ${path.join(root, RELEASES)}`);
  });
  const current = await currentRelease(root);
  const switches = await readSwitches(root);
  const recent = releasesCurrentSince(switches, current, now - ASSETS_KEPT_MS).filter((other) => other !== id);
  for (const other of recent) await carryAssets(root, other, id);
  const buildLink = path.join(root, "build");
  // A build from before releases is a directory, which a rename cannot replace.
  if ((await lstat(buildLink).catch(() => null))?.isDirectory()) await rm(buildLink, { recursive: true });
  const next = path.join(root, `.build-${id}`);
  await rm(next, { force: true });
  await symlink(path.relative(root, releaseBuild(root, id)), next);
  await rename(next, buildLink);
  await appendFile(switchLog(root), `${new Date(now).toISOString()} ${id}\n`);
  await pruneReleases(root, id, [...switches, { at: now, id }], now);
}

/** The release that was current before the current one: what a rollback makes current again. */
export async function previousRelease(root: string): Promise<string> {
  const current = await currentRelease(root);
  const before = (await readSwitches(root)).map((entry) => entry.id).filter((id) => id !== current);
  const previous = before.at(-1);
  if (!previous || !(await stat(releaseBuild(root, previous)).catch(() => null))) throw new Error("There is no earlier release to go back to");
  return previous;
}

async function readSwitches(root: string): Promise<Switch[]> {
  const log = await readFile(switchLog(root), "utf8").catch(() => "");
  return log
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [at = "", id = ""] = line.split(" ");
      return { at: Date.parse(at), id };
    });
}

/** The releases current at some moment since `since`: the one current then, and every one made current after. */
function releasesCurrentSince(switches: Switch[], current: string | null, since: number): string[] {
  const before = switches.filter((entry) => entry.at < since).at(-1);
  const after = switches.filter((entry) => entry.at >= since);
  return [...new Set([before?.id, ...after.map((entry) => entry.id), current].filter((id): id is string => Boolean(id)))];
}

/** Links into `to` the assets `from` built that it lacks (hashed names: one name is one file); a removed release has none. */
async function carryAssets(root: string, from: string, to: string) {
  const source = assetsOf(root, from);
  const names = await readFile(ownAssetsList(root, from), "utf8").then((list) => JSON.parse(list) as string[], () => []);
  const present = new Set(await readdir(assetsOf(root, to)));
  for (const name of names.filter((candidate) => !present.has(candidate))) {
    await link(path.join(source, name), path.join(assetsOf(root, to), name)).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== "EXDEV") throw error;
      await cp(path.join(source, name), path.join(assetsOf(root, to), name));
    });
  }
}

/**
 * Removes the releases no longer needed: not current, not current in the past day, not among the last three made
 * current, and not newer than the current one (a build under way).
 */
async function pruneReleases(root: string, current: string, switches: Switch[], now: number) {
  const kept = new Set([...releasesCurrentSince(switches, current, now - ASSETS_KEPT_MS), ...[...new Set(switches.map((entry) => entry.id))].slice(-RELEASES_KEPT)]);
  const currentBuilt = (await stat(path.join(root, RELEASES, current))).mtimeMs;
  const entries = await readdir(path.join(root, RELEASES), { withFileTypes: true });
  for (const entry of entries.filter((candidate) => candidate.isDirectory() && !kept.has(candidate.name))) {
    const directory = path.join(root, RELEASES, entry.name);
    if ((await stat(directory)).mtimeMs <= currentBuilt) await rm(directory, { recursive: true, force: true });
  }
}

async function main() {
  const root = path.resolve(import.meta.dirname, "..");
  const id = await buildRelease(root);
  await switchRelease(root, id);
  console.log(`Release ${id} is current (build -> ${RELEASES}/${id}/build)`);
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
