import { expect, test } from "@playwright/test";
import { majorOf, pinnedNodeMajor } from "../support/pinned-node";
import { e2eMetricsPort } from "./support/ports";

test("the browser tests and the server they drive run on the Node major pinned in .node-version", async ({ request }) => {
  expect(majorOf(process.versions.node)).toBe(pinnedNodeMajor);
  const metrics = await request.get(`http://127.0.0.1:${e2eMetricsPort}/metrics`);
  expect(metrics.status()).toBe(200);
  const serverMajor = /^nodejs_version_info\{[^}]*major="(\d+)"/m.exec(await metrics.text())?.[1];
  expect(Number(serverMajor)).toBe(pinnedNodeMajor);
});
