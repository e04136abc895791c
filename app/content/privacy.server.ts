import policies from "../../content/privacy/policies.json";
import { locales, type Locale } from "#app/i18n/locales";
import { renderMarkdown } from "./markdown";
import { parsedContentFile } from "./content-files";
import { refuseProblems } from "./content-problems";

const bodies = import.meta.glob<string>("../../content/privacy/*/*.md", { query: "?raw", import: "default", eager: true });
const parsed = parsedContentFile("content/privacy/policies.json", policies);
export type PrivacyPolicyId = (typeof parsed)[number]["id"];

const bodyPath = (id: PrivacyPolicyId, locale: Locale) => `../../content/privacy/${id}/${locale}.md`;
refuseProblems(
  parsed.flatMap((policy) =>
    locales
      .filter((locale) => !bodies[bodyPath(policy.id, locale)])
      .map((locale) => ({ file: `content/privacy/${policy.id}/${locale}.md`, field: "the whole file", value: "nothing", rule: `found, but policy ${policy.id} of content/privacy/policies.json has a text in every language` })),
  ),
);

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
