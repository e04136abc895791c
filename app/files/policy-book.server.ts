import { company } from "#app/config/company";
import { formatDate } from "#app/i18n/format";
import type { Locale } from "#app/i18n/locales";
import { plainTranslator } from "#app/i18n/messages.server";
import { formatNumber } from "#app/i18n/number-format";
import type { Translate } from "#app/i18n/translator";
import type { IndicatorRow, SustainabilityDocument } from "#app/site/sustainability";
import { inLocale } from "#app/i18n/in-locale";
import { cyberAuditContacts, type OfficeContact, supplierContacts } from "#app/content/office-contacts";
import { BODY_SIZE, type BookWriter, memoized, MUTED, writePdf } from "./pdf-document.server";
import { documentTokens, environmentRows, esgCommittee, ethicsRows, labourRows, sustainability, sustainabilityContent } from "#app/content/sustainability.server";

/** The ESG policy book: one PDF per language, written from the same content as the sustainability pages. */

/** The parts of the book, in order; each begins on a new page with a top-level bookmark. */
const chapters = ["vision", "management", "environment", "labour", "ethics", "procurement"] as const;

/** The policy book in one language; written once per process. */
export const policyBook = memoized((locale: Locale) => {
  const t = plainTranslator(locale);
  const { policyBookEdition, vision } = sustainabilityContent.vision;
  const info = {
    locale,
    title: t("esg.book.title"),
    subject: vision[locale],
    edition: policyBookEdition,
    coverNotes: [t("esg.policyBook.edition", { date: formatDate(policyBookEdition, locale) })],
  };
  return writePdf(info, (book) => {
    for (const chapter of chapters) {
      book.newPage();
      writeChapter(book, chapter, t, locale);
    }
  });
});

function writeChapter(book: BookWriter, chapter: (typeof chapters)[number], t: Translate, locale: Locale) {
  const number = (value: number, digits = 0) => formatNumber(value, locale, digits);
  const figures = (row: IndicatorRow) => row.values.map((value) => number(value, row.fractionDigits));
  const labelled = (label: string, value: string) => t("esg.book.labelled", { label, value });
  const document = (id: SustainabilityDocument) => documentTokens(id, locale);
  const localCompany = inLocale(company, locale);
  const contacts = (list: OfficeContact[]) => book.list(list.map((contact) => labelled(contact.label, contact.text)), false);
  switch (chapter) {
    case "vision": {
      const vision = sustainability("vision", locale);
      book.heading(t("page.sustainability-vision.title"), 1);
      book.lead(vision.vision);
      book.paragraph(t("esg.vision.lead"));
      book.heading(t("esg.house.pillars"), 2);
      for (const pillar of vision.pillars) {
        book.heading(`${t(`esg.pillar.${pillar.id}`)}: ${pillar.title}`, 3);
        book.list(pillar.goals, false);
      }
      book.heading(vision.foundation.title, 3);
      book.list(vision.foundation.items, false);
      book.heading(t("esg.sdgs.title"), 2);
      book.paragraph(t("esg.sdgs.intro"));
      for (const sdg of vision.sdgs) {
        book.paragraph([{ text: `${t("esg.sdgs.goal", { number: sdg.goal })} · ${sdg.name}`, bold: true }], { size: BODY_SIZE });
        book.paragraph(sdg.action);
      }
      return;
    }
    case "management": {
      const management = sustainability("management", locale);
      const { materiality, stakeholders } = management;
      const committee = esgCommittee(management.committee, locale);
      book.heading(t("page.sustainability-management.title"), 1);
      book.heading(t("esg.governance.title"), 2);
      book.paragraph(t("esg.governance.text", { date: formatDate(committee.established, locale), count: committee.meetingsPerYear }));
      book.list(
        [
          labelled(t("esg.governance.chair"), committee.chair.name),
          labelled(t("esg.governance.members"), committee.members.map((member) => member.name).join(", ")),
          t("esg.governance.meetings2023", { count: committee.meetingsIn2023 }),
        ],
        false,
      );
      book.heading(t("esg.governance.duties"), 3);
      book.list(committee.duties, false);
      book.paragraph(committee.council);
      book.heading(t("esg.materiality.title"), 2);
      book.paragraph(t("esg.materiality.intro", { year: materiality.year, candidates: materiality.candidateIssues, respondents: number(materiality.respondents) }));
      book.list(materiality.steps, true);
      book.heading(t("esg.materiality.issues"), 3);
      book.list(materiality.issues.map((issue) => `${issue.title} · ${t(`esg.pillar.${issue.pillar}`)}`), true);
      book.heading(t("esg.stakeholders.title"), 2);
      for (const stakeholder of stakeholders) {
        book.paragraph([{ text: stakeholder.group, bold: true }]);
        book.list([labelled(t("esg.stakeholders.channels"), stakeholder.channels), labelled(t("esg.stakeholders.interests"), stakeholder.interests)], false);
      }
      return;
    }
    case "environment": {
      const environment = sustainability("environment", locale);
      const { years } = environment.indicators;
      book.heading(t("page.sustainability-environment.title"), 1);
      book.heading(t("esg.environment.policy"), 2);
      for (const paragraph of environment.policy) book.paragraph(paragraph);
      book.heading(t("esg.environment.goals"), 2);
      book.list(environment.goals.map((goal) => labelled(t("esg.environment.goalYear", { year: goal.year }), goal.text)), false);
      book.heading(t("esg.indicators.title"), 2);
      if (environment.sampleFigures) book.paragraph(t("content.sampleFigures"), { size: 9, color: MUTED });
      book.table(
        [t("esg.indicators.indicator"), t("esg.indicators.unit"), ...years.map(String)],
        environmentRows(t).map((row) => [row.label, row.unit, ...figures(row)]),
      );
      return;
    }
    case "labour": {
      const labour = sustainability("labour", locale);
      const { year, socialDialogues } = labour.indicators;
      book.heading(t("page.sustainability-labour.title"), 1);
      book.heading(t("esg.humanRights.title"), 2);
      book.paragraph(labour.policy);
      book.heading(t("esg.labour.caption", { year }), 2);
      book.table(
        [t("esg.indicators.indicator"), t("esg.indicators.unit"), String(year)],
        labourRows(t).map((row) => [row.label, row.unit, ...figures(row)]),
        0.5,
      );
      book.heading(t("esg.labour.dialogues"), 3);
      book.paragraph(t("esg.labour.dialoguesText", { year, count: socialDialogues }));
      book.heading(t("esg.grievance.title"), 2);
      book.paragraph(t("esg.grievance.intro"));
      book.list(labour.grievance.steps, true);
      book.heading(t("esg.grievance.stops"), 3);
      book.list(labour.grievance.stops, false);
      book.heading(t("esg.grievance.committee"), 3);
      book.paragraph(labour.grievance.committee);
      return;
    }
    case "ethics": {
      const { sampleFigures, code, indicators } = sustainabilityContent.ethics;
      const ethicsCode = document("ethics-code");
      book.heading(t("page.sustainability-ethics.title"), 1);
      book.heading(t("esg.ethicsCode.title"), 2);
      book.paragraph(t("esg.ethicsCode.history", { enacted: formatDate(code.enacted, locale), revised: code.revised.map((date) => formatDate(date, locale)).join(", ") }), { color: MUTED });
      for (const section of ethicsCode.sections) {
        book.heading(section.title, 3);
        book.markdown(section.tokens);
      }
      contacts(cyberAuditContacts(t, localCompany));
      book.heading(t("esg.ethicsIndicators.caption", { year: indicators.asOf }), 2);
      if (sampleFigures) book.paragraph(t("content.sampleFigures"), { size: 9, color: MUTED });
      book.table(
        [t("esg.indicators.indicator"), String(indicators.asOf)],
        ethicsRows(t).map((row) => [row.label, `${figures(row).join("")} ${row.unit}`]),
        0.6,
      );
      book.paragraph(t("esg.ethicsIndicators.zeroViolations", { asOf: indicators.asOf, years: indicators.violationFreeYears.join(", ") }));
      return;
    }
    case "procurement": {
      const { process, rules } = sustainability("procurement", locale);
      book.heading(t("page.sustainability-procurement.title"), 1);
      book.heading(t("esg.procurement.process"), 2);
      book.list(process.map((step) => [{ text: labelled(step.title, ""), bold: true }, { text: step.text, bold: false }]), true);
      book.heading(t("esg.procurement.rules"), 2);
      book.list(
        [
          t("esg.procurement.riskAssessment", { years: rules.riskAssessmentEveryYears }),
          t("esg.procurement.onSite", { metYears: rules.onSiteEvaluationEveryYearsIfMet }),
          t("esg.procurement.checklist"),
        ],
        false,
      );
      for (const [id, title] of [["supplier-code", t("esg.supplierCode.title")], ["conflict-minerals", t("esg.conflictMinerals.title")]] as const) {
        const text = document(id);
        book.heading(title, 2);
        book.markdown(text.intro.tokens);
        for (const section of text.sections) {
          book.heading(section.title, 3);
          book.markdown(section.tokens);
        }
      }
      book.heading(t("esg.procurement.contact.title"), 2);
      book.paragraph(t("esg.procurement.contact.intro"));
      contacts(supplierContacts(t, localCompany));
      return;
    }
  }
}

