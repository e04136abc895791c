import { describe, expect, it } from "vitest";
import policies from "../../content/privacy/policies.json";
import { locales } from "#app/i18n/locales";
import { earlierPrivacyPages } from "#app/site/navigation";
import { pagePath } from "#app/site/urls";
import { privacyPolicy } from "./privacy.server";
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

  it("stay reachable: the policy in force links every earlier version, in every language", () => {
    for (const locale of locales) {
      const { html } = privacyPolicy("general", locale);
      for (const page of earlierPrivacyPages) expect(html, `${locale}: ${page}`).toContain(`href="${pagePath(page, locale)}"`);
    }
  });
});
