import { describe, expect, it } from "vitest";
import { freePort } from "../tests/support/net";
import { rollInstances } from "./deploy-rolling";

describe("rollInstances", () => {
  it("stops at an instance that does not come back, and names those left on the old build", async () => {
    const [down, next] = [await freePort(), await freePort()];
    const restarted: number[] = [];
    const roll = rollInstances({ ports: [down, next], buildId: "new", restart: async (port) => void restarted.push(port), readyTimeoutMs: 600, rejoinMs: 0, log: () => {} });
    await expect(roll).rejects.toThrow(`The instance on port ${down} is not ready with build new after 0.6 s`);
    await expect(roll).rejects.toThrow(`the instances on ${next} still run the old build`);
    expect(restarted).toEqual([down]);
  });
});
