/**
 * `npm start` runs the site on the Node that the project pins, says so in its first log line, and keeps its modules
 * compiled for the next start.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { majorOf, pinnedNodeMajor } from "../support/pinned-node";
import { ROOT, ServerHarness } from "./support";

const run = promisify(execFile);

let server: ServerHarness;
/** As systemd gives the unit's CacheDirectory. */
let cacheDirectory: string;

beforeAll(async () => {
  cacheDirectory = await mkdtemp(path.join(tmpdir(), "compile-cache-"));
  server = await ServerHarness.create({ viaNpmStart: true, env: { CACHE_DIRECTORY: cacheDirectory } });
  await server.start();
});
afterAll(async () => {
  await server?.dispose();
  await rm(cacheDirectory, { recursive: true, force: true });
});

it("`npm start` serves on the Node major pinned in .node-version and logs its version with the build id", () => {
  const started = server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; node?: string; buildId?: string })
    .find((entry) => entry.msg?.startsWith("Serving build"));
  expect(started, server.quotedOutput()).toBeDefined();
  expect(majorOf(started?.node ?? "")).toBe(pinnedNodeMajor);
  expect(started?.msg).toContain(started?.buildId);
});

it("the systemd unit's readiness wait (deploy/wait-ready.ts, on the pinned Node) returns once the server answers /readyz", async () => {
  const unit = await readFile(path.join(ROOT, "deploy/dalbit-website@.service"), "utf8");
  expect(unit).toContain("node_modules/.bin/node deploy/wait-ready.ts %i");
  const waitReady = (port: string) => run(path.join(ROOT, "node_modules/.bin/node"), ["deploy/wait-ready.ts", port], { cwd: ROOT, timeout: 30_000 });
  await expect(waitReady("not-a-port")).rejects.toThrow(/usage: wait-ready\.ts PORT/);
  await expect(waitReady(String(server.port))).resolves.toBeDefined();
});

it("once up, the server has written V8's compiled code of its modules, the build's among them, to $CACHE_DIRECTORY", async () => {
  const files = (await readdir(cacheDirectory, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(file.parentPath, file.name))).size));
  // The server build alone is 2.3 MB of source; its code cache is well over a megabyte.
  expect(Math.max(0, ...sizes), files.map((file) => file.name).join(", ")).toBeGreaterThan(1_000_000);
});
