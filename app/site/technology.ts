import { specKeys } from "#app/i18n/spec-keys";
import type { PageId } from "./pages";

/** Which page presents each business area and each chip. */
export const gatewayPageOf = {
  infotainment: "technology-area-infotainment",
  adas: "technology-area-adas",
  mcu: "technology-area-mcu",
  network: "technology-area-network",
  sip: "technology-area-sip",
} as const satisfies Record<string, PageId>;
export type AreaId = keyof typeof gatewayPageOf;

export const chipPageOf = {
  dolphin5: "technology-dolphin5",
  "orca-v": "technology-orca-v",
  "narwhal-ai": "technology-narwhal-ai",
  tetra32: "technology-tetra32",
  "beluga-n": "technology-beluga-n",
} as const satisfies Record<string, PageId>;
export type ChipId = keyof typeof chipPageOf;
export const chipIds = Object.keys(chipPageOf) as [ChipId, ...ChipId[]];

/** The comparison as CSV, in every language (Korean unprefixed, like the pages). */
export const COMPARISON_CSV_PATH = "/view/technology/comparison.csv";

/** The comparison's columns: every specification row, then the safety marks. */
export const comparisonColumns = [...specKeys, "asil", "aecQ100"] as const;
export type ComparisonColumn = (typeof comparisonColumns)[number];
export const defaultComparisonColumns: ComparisonColumn[] = ["cpu", "npu", "displays", "cameras", "ethernet", "can", "asil"];

/** The visitor's chosen columns, in the comparison's order; none (or only unknown ones) means the default. */
export function parseColumns(values: readonly string[]): ComparisonColumn[] {
  const chosen = comparisonColumns.filter((column) => values.includes(column));
  return chosen.length > 0 ? chosen : defaultComparisonColumns;
}

/** The application areas an inquiry names: the contact form's choice, and a column of the stored inquiries. */
export const applications = ["automotive", "smart-home"] as const;
