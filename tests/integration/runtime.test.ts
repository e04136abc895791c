/** `npm start` runs the site on the Node that the project pins, and says so in its first log line. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { majorOf, pinnedNodeMajor } from "../support/pinned-node";
import { ServerHarness } from "./support";

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
