import type { PageId } from "./pages";

/** The five ESG tabs, in order: each is its own page, and one tab bar links them. */
export const sustainabilityTabs = [
  "sustainability-management",
  "sustainability-environment",
  "sustainability-labour",
  "sustainability-ethics",
  "sustainability-procurement",
] as const satisfies readonly PageId[];

export const esgPillars = ["environment", "social", "governance"] as const;
export type EsgPillar = (typeof esgPillars)[number];

/** The environmental indicators the specification names, in its order, each with its unit. */
export const environmentIndicators = {
  scope1: "tco2eq",
  scope2: "tco2eq",
  energy: "mwh",
  water: "ton",
  hazardousWaste: "ton",
  nonHazardousWaste: "ton",
  productSafetyIncidents: "count",
} as const;
export type EnvironmentIndicator = keyof typeof environmentIndicators;
export const environmentIndicatorIds = Object.keys(environmentIndicators) as EnvironmentIndicator[];

/** The 2023 labour indicators the specification names; every one is a count. */
export const labourIndicatorIds = [
  "wagePayment",
  "fairHiring",
  "sexualHarassment",
  "forcedLabour",
  "childLabour",
  "discrimination",
  "safetyAccidents",
  "lostDays",
] as const;

/** A row of an indicator table, as the page, the CSV and the policy book all show it. */
export type IndicatorRow = { id: string; label: string; unit: string; values: readonly number[]; fractionDigits: 0 | 1 };

/** A row whose figures all get a decimal when any of them has one, so a column lines up. */
export function indicatorRow(id: string, label: string, unit: string, values: readonly number[]): IndicatorRow {
  return { id, label, unit, values, fractionDigits: values.every(Number.isInteger) ? 0 : 1 };
}

/** The long texts, Markdown mirrored per language under `content/sustainability/<id>/<locale>.md`. */
export const sustainabilityDocuments = ["ethics-code", "supplier-code", "conflict-minerals"] as const;
export type SustainabilityDocument = (typeof sustainabilityDocuments)[number];

export const ENVIRONMENT_CSV_PATH = "/view/sustainability/esg02/environment-indicators.csv";
export const POLICY_BOOK_PATH = "/view/sustainability/esg-policy-book.pdf";
