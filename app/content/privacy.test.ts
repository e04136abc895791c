import { describe, expect, it } from "vitest";
import policies from "../../content/privacy/policies.json";
import { privacyPolicySchema } from "./schemas";

const dayBefore = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);

describe("the general privacy policy's versions", () => {
  it("follow one another: each earlier version ends the day before the next took effect, and the newest is in force", () => {
    const versions = privacyPolicySchema
      .array()
      .parse(policies)
      .filter((policy) => policy.id.startsWith("general"))
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
    expect(versions[0]!.id).toBe("general");
    expect(versions[0]!.effectiveUntil).toBeUndefined();
    versions.slice(1).forEach((version, index) => expect(version.effectiveUntil, version.id).toBe(dayBefore(versions[index]!.effectiveFrom)));
  });
});
