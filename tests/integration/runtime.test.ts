/** `npm start` runs the site on the Node that the project pins, and says so in its first log line. */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { majorOf, pinnedNodeMajor } from "../support/pinned-node";
import { ROOT, ServerHarness } from "./support";

const run = promisify(execFile);

let server: ServerHarness;

beforeAll(async () => {
  server = await ServerHarness.create({ viaNpmStart: true });
  await server.start();
});
afterAll(() => server?.dispose());

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
