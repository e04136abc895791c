import policies from "../../content/privacy/policies.json";
import { locales, type Locale } from "#app/i18n/locales";
import { renderMarkdown } from "./markdown";
import { parsedContentFile } from "./content-files";

const bodies = import.meta.glob<string>("../../content/privacy/*/*.md", { query: "?raw", import: "default", eager: true });
const parsed = parsedContentFile("content/privacy/policies.json", policies);
export type PrivacyPolicyId = (typeof parsed)[number]["id"];

const bodyPath = (id: PrivacyPolicyId, locale: Locale) => `../../content/privacy/${id}/${locale}.md`;
for (const policy of parsed) {
  for (const locale of locales) {
    if (!bodies[bodyPath(policy.id, locale)]) throw new Error(`Privacy policy ${policy.id} has no ${locale}.md`);
  }
}

export function privacyPolicy(id: PrivacyPolicyId, locale: Locale) {
  const policy = parsed.find((entry) => entry.id === id);
  if (!policy) throw new Error(`Unknown privacy policy ${id}`);
  return { ...policy, html: renderMarkdown(bodies[bodyPath(id, locale)]!) };
}

/** The version of the general policy a visitor consents to today: the date it took effect. */
export function currentPrivacyPolicyVersion(): string {
  const general = parsed.find((policy) => policy.id === "general");
  if (!general) throw new Error("There is no general privacy policy");
  return general.effectiveFrom;
}
