import type { Translate } from "#app/i18n/translator";

/**
 * The standards a chip is certified or qualified to, each spelt once, as its standards body writes it. A chip names
 * them by level, grade and id (`products.json`); its page, the comparison table and its CSV and the product brochure
 * all write them from here, so no chip lists one twice or spells it another way.
 */
export const asilLevels = ["QM", "A", "B", "C", "D"] as const;
export type AsilLevel = (typeof asilLevels)[number];

/** ISO 26262's own spelling: "ASIL B"; a part with no safety integrity level is "QM". */
export const asilLabel = (level: AsilLevel) => (level === "QM" ? "QM" : `ASIL ${level}`);

/** AEC-Q100's temperature grade, as the comparison's AEC-Q100 column shows it: "Grade 1". */
export const aecQ100Grade = (grade: number) => `Grade ${grade}`;

/** Further standards a chip's processes follow, by id: their code, and (in the catalogues) what they cover. */
export const processStandards = { "iso-sae-21434": "ISO/SAE 21434", "iatf-16949": "IATF 16949" } as const;
export type ProcessStandardId = keyof typeof processStandards;
export const processStandardIds = Object.keys(processStandards) as [ProcessStandardId, ...ProcessStandardId[]];

/** A chip's certifications in the order its page lists them: functional safety, qualification, then processes. */
export function certifications(safety: { asil: AsilLevel; aecQ100Grade: number | null; standards: readonly ProcessStandardId[] }, t: Translate): string[] {
  return [
    `ISO 26262 ${asilLabel(safety.asil)}`,
    ...(safety.aecQ100Grade === null ? [] : [`AEC-Q100 ${aecQ100Grade(safety.aecQ100Grade)}`]),
    ...safety.standards.map((id) => t(`certification.${id}`, { standard: processStandards[id] })),
  ];
}
