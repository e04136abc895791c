import environmentJson from "../../content/sustainability/environment.json";
import ethicsJson from "../../content/sustainability/ethics.json";
import labourJson from "../../content/sustainability/labour.json";
import managementJson from "../../content/sustainability/management.json";
import procurementJson from "../../content/sustainability/procurement.json";
import visionJson from "../../content/sustainability/vision.json";
import type { Locale } from "#app/i18n/locales";
import type { Translate } from "#app/i18n/translator";
import { environmentIndicators, indicatorRow, labourIndicatorIds, sustainabilityDocuments, type IndicatorRow, type SustainabilityDocument } from "#app/site/sustainability";
import type { CsvCell } from "#app/i18n/csv";
import { irContent } from "./investor-relations.server";
import { inLocale, shownInLocale, type InLocale } from "#app/i18n/in-locale";
import { sectionedTranslations, translationProblems, type SectionedText } from "./markdown";
import { parsedContentFile } from "./content-files";
import { refuseProblems, type ContentProblem } from "./content-problems";

export const sustainabilityContent = {
  vision: parsedContentFile("content/sustainability/vision.json", visionJson),
  management: parsedContentFile("content/sustainability/management.json", managementJson),
  environment: parsedContentFile("content/sustainability/environment.json", environmentJson),
  labour: parsedContentFile("content/sustainability/labour.json", labourJson),
  ethics: parsedContentFile("content/sustainability/ethics.json", ethicsJson),
  procurement: parsedContentFile("content/sustainability/procurement.json", procurementJson),
};
export type SustainabilityContent = typeof sustainabilityContent;

const sources = import.meta.glob<string>("../../content/sustainability/*/*.md", { query: "?raw", import: "default", eager: true });
const documents = Object.fromEntries(
  sustainabilityDocuments.map((document) => [document, sectionedTranslations(sources, `sustainability/${document}`)]),
) as Record<SustainabilityDocument, Record<Locale, SectionedText>>;
export type Documents = typeof documents;

/**
 * Checks that need more than one file: every translation of a long text has Korean's sections, in order, each
 * with the same blocks and list lengths (so no article, clause or list item is missing in one language); the
 * ethics code has exactly the sections `ethics.json` lists; the ESG committee is made of board members and
 * chaired by an outside director.
 */
export function crossFileProblems(content: SustainabilityContent, texts: Documents, board = irContent.board): ContentProblem[] {
  const management = (field: string, value: string, rule: string) => ({ file: "content/sustainability/management.json", field, value: JSON.stringify(value), rule });
  const problems = sustainabilityDocuments.flatMap((document) => translationProblems(`sustainability/${document}`, texts[document]));
  const ethicsSections = texts["ethics-code"].ko.sections.map((section) => section.id);
  if (ethicsSections.join() !== content.ethics.code.sections.join()) {
    const rule = `must be the sections of content/sustainability/ethics-code/ko.md, in order: ${ethicsSections.join(", ")}`;
    problems.push({ file: "content/sustainability/ethics.json", field: "code.sections", value: JSON.stringify(content.ethics.code.sections), rule });
  }
  const { chair, members } = content.management.committee;
  members.forEach((id, index) => {
    if (!board.some((member) => member.id === id)) problems.push(management(`committee.members[${index}]`, id, "is not on the board (content/ir/board.json)"));
  });
  if (!members.includes(chair)) problems.push(management("committee.chair", chair, "must be one of the committee's members"));
  if (board.find((member) => member.id === chair)?.level !== "non-executive") problems.push(management("committee.chair", chair, "must be an outside director of the board (content/ir/board.json)"));
  return problems;
}

refuseProblems(crossFileProblems(sustainabilityContent, documents));

/** A part in one language as its file gives it, for the policy book (PDF). */
export function sustainability<K extends keyof SustainabilityContent>(part: K, locale: Locale) {
  return inLocale(sustainabilityContent[part], locale);
}

/** A part in one language as a page shows it, its words kept whole. */
export function shownSustainability<K extends keyof SustainabilityContent>(part: K, locale: Locale) {
  return shownInLocale(sustainabilityContent[part], locale);
}

export function sustainabilityDocument(document: SustainabilityDocument, locale: Locale) {
  const { intro, sections } = documents[document][locale];
  return { introHtml: intro.html, sections: sections.map(({ id, title, html }) => ({ id, title, html })) };
}

/** The parsed text, for the policy book. */
export function documentTokens(document: SustainabilityDocument, locale: Locale) {
  return documents[document][locale];
}

/** The ESG committee of the management part in one language (a page's view or the policy book's), its members named from the board. */
export function esgCommittee(committee: InLocale<SustainabilityContent["management"]["committee"]>, locale: Locale) {
  const boardMember = (id: string) => {
    const member = irContent.board.find((candidate) => candidate.id === id)!;
    return { id, name: member.name[locale], level: member.level };
  };
  return { ...committee, chair: boardMember(committee.chair), members: committee.members.map(boardMember) };
}

/** The environmental indicators, one value per year. */
export function environmentRows(t: Translate): IndicatorRow[] {
  return sustainabilityContent.environment.indicators.rows.map((row) =>
    indicatorRow(row.id, t(`esg.indicator.${row.id}`), t(`esg.unit.${environmentIndicators[row.id]}`), row.values),
  );
}

/** The labour indicators of their one year. */
export function labourRows(t: Translate): IndicatorRow[] {
  const { counts } = sustainabilityContent.labour.indicators;
  return labourIndicatorIds.map((id) => indicatorRow(id, t(`esg.labour.${id}`), t(id === "lostDays" ? "esg.labour.daysUnit" : "esg.labour.casesUnit"), [counts[id]]));
}

/** The ethics indicators of their one year. */
export function ethicsRows(t: Translate): IndicatorRow[] {
  const { corruptionReports, securityIncidents, trainingCompletions } = sustainabilityContent.ethics.indicators;
  return [
    indicatorRow("corruptionReports", t("esg.ethicsIndicators.corruptionReports"), t("esg.labour.casesUnit"), [corruptionReports]),
    indicatorRow("securityIncidents", t("esg.ethicsIndicators.securityIncidents"), t("esg.labour.casesUnit"), [securityIncidents]),
    indicatorRow("trainingCompletions", t("esg.ethicsIndicators.trainingCompletions"), t("esg.ethicsIndicators.people"), [trainingCompletions]),
  ];
}

export function environmentCsvRows(t: Translate): CsvCell[][] {
  const { years } = sustainabilityContent.environment.indicators;
  return [[t("esg.indicators.indicator"), t("esg.indicators.unit"), ...years.map(String)], ...environmentRows(t).map((row) => [row.label, row.unit, ...row.values])];
}
