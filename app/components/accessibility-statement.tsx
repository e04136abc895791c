import type { AccessibilityStatement } from "#app/content/accessibility.server";
import type { PresetSubject } from "#app/inquiries/schema";
import { useLanguage } from "#app/shell/use-language";
import { ContactList } from "./contact-list";
import { FormattedDate } from "./formatted-date";
import { PageLink } from "./page-link";
import { PageToc } from "./page-toc";
import { Prose } from "./prose";
import { Section } from "./section";
import { SmartLink } from "./smart-link";

/** The working days within which the company answers a reported barrier. */
export const BARRIER_REPLY_WORKING_DAYS = 5;

const REPORT = "report";
/** Where the date goes in the message, which puts each language's own punctuation around it. */
const DATE_SLOT = "\u0000";

/** The statement's text, the day of its last check, and the ways to report a barrier. */
export function AccessibilityStatementBody({ statement, checkedOn }: { statement: AccessibilityStatement; checkedOn: string }) {
  const { t, company } = useLanguage();
  const [beforeDate, afterDate] = t("accessibility.checkedOn", { date: DATE_SLOT }).split(DATE_SLOT);
  return (
    <>
      <PageToc sections={[...statement.sections, { id: REPORT, title: t("accessibility.report.title") }]} />
      <div className="container section accessibility-statement__intro">
        <Prose html={statement.intro} />
        <p className="accessibility-statement__checked">
          {beforeDate}
          <FormattedDate iso={checkedOn} />
          {afterDate}
        </p>
      </div>
      {statement.sections.map((section, index) => (
        <Section key={section.id} id={section.id} title={section.title} className={index % 2 === 0 ? "section--tinted" : ""}>
          <Prose html={section.html} />
        </Section>
      ))}
      <Section id={REPORT} title={t("accessibility.report.title")} className={statement.sections.length % 2 === 0 ? "section--tinted" : ""}>
        <p className="lede">{t("accessibility.report.text", { days: BARRIER_REPLY_WORKING_DAYS })}</p>
        <ContactList
          rows={[
            { label: t("contact.email"), value: <SmartLink href={`mailto:${company.accessibilityEmail}`}>{company.accessibilityEmail}</SmartLink> },
            { label: t("contact.telephone"), value: <SmartLink href={`tel:${company.telephone}`}>{company.telephone}</SmartLink> },
          ]}
        />
        <PageLink page="about-contact" query={{ subject: "accessibility" satisfies PresetSubject }} className="button button--primary">
          {t("accessibility.report.form")}
        </PageLink>
      </Section>
    </>
  );
}
