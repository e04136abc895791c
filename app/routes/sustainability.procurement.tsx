import type { Route } from "./+types/sustainability.procurement";
import { EsgTabPage } from "#app/components/esg-tab-page";
import { OfficeContacts } from "#app/components/office-contacts";
import { ProcessFlow } from "#app/components/process-flow";
import { Prose } from "#app/components/prose";
import { Section } from "#app/components/section";
import { supplierContacts } from "#app/content/office-contacts";
import { shownSustainability, sustainabilityDocument } from "#app/content/sustainability.server";
import { requestLocale } from "#app/i18n/paths";
import { seoMeta } from "#app/site/seo";
import { KeptMarkup } from "#app/shell/kept-markup";
import { keepOutOfHydration } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

/** The supplier code and the conflict minerals policy are kept markup: the browser keeps the server's text. */
export async function loader(args: Route.LoaderArgs) {
  const locale = requestLocale(args.request);
  const page = {
    ...shownSustainability("procurement", locale),
    supplierCode: sustainabilityDocument("supplier-code", locale),
    conflictMinerals: sustainabilityDocument("conflict-minerals", locale),
  };
  return keepOutOfHydration(args, page, ["supplierCode", "conflictMinerals"]);
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "sustainability-procurement");

type Document = NonNullable<Route.ComponentProps["loaderData"]["supplierCode"]>;

/** A long text with its sections under third-level headings that can be linked to. */
function DocumentSections({ document }: { document: Document }) {
  return (
    <>
      <Prose html={document.introHtml} />
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className="document-section">
          <h3>{section.title}</h3>
          <Prose html={section.html} />
        </section>
      ))}
    </>
  );
}

export default function SustainableProcurement({ loaderData: { process, rules, supplierCode, conflictMinerals } }: Route.ComponentProps) {
  const { t, company } = useLanguage();
  return (
    <EsgTabPage page="sustainability-procurement">
      <Section title={t("esg.procurement.process")}>
        <ProcessFlow label={t("esg.procurement.process")} steps={process} />
        <h3>{t("esg.procurement.rules")}</h3>
        <ul className="goal-list" role="list">
          <li>{t("esg.procurement.riskAssessment", { years: rules.riskAssessmentEveryYears })}</li>
          <li>{t("esg.procurement.onSite", { metYears: rules.onSiteEvaluationEveryYearsIfMet })}</li>
          <li>{t("esg.procurement.checklist")}</li>
        </ul>
      </Section>
      <Section title={t("esg.supplierCode.title")} className="section--tinted">
        <KeptMarkup name="supplierCode" value={supplierCode}>{(document) => <DocumentSections document={document} />}</KeptMarkup>
      </Section>
      <Section title={t("esg.conflictMinerals.title")}>
        <KeptMarkup name="conflictMinerals" value={conflictMinerals}>{(document) => <DocumentSections document={document} />}</KeptMarkup>
      </Section>
      <Section id="contacts" title={t("esg.procurement.contact.title")} className="section--tinted">
        <p>{t("esg.procurement.contact.intro")}</p>
        <OfficeContacts contacts={supplierContacts(t, company)} />
      </Section>
    </EsgTabPage>
  );
}
