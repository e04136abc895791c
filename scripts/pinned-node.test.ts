import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { pinnedNodeVersion } from "../tests/support/pinned-node";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  optionalDependencies: Record<string, string>;
};

it("installs, on every platform it carries a Node package for, the exact version that .node-version pins", () => {
  const nodePackages = Object.entries(manifest.optionalDependencies).filter(([name]) => /^node-(linux|darwin|win)-/.test(name));
  expect(nodePackages.length).toBeGreaterThan(0);
  for (const [name, version] of nodePackages) expect(version, name).toBe(pinnedNodeVersion);
});

it("runs its unit tests on the pinned Node", () => {
  expect(process.versions.node).toBe(pinnedNodeVersion);
});
