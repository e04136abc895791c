import type { Route } from "./+types/about.contact";
import { PageHero } from "#app/components/page-hero";
import { Section } from "#app/components/section";
import { SmartLink } from "#app/components/smart-link";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { useSite } from "#app/shell/use-site";

export const meta: Route.MetaFunction = (args) => seoMeta(args, "about-contact");

export default function Contact() {
  const { t, company } = useSite();
  const rows = [
    { label: t("contact.email"), value: <SmartLink href={`mailto:${company.email}`}>{company.email}</SmartLink> },
    { label: t("contact.telephone"), value: <SmartLink href={`tel:${company.telephone}`}>{company.telephone}</SmartLink> },
    { label: t("contact.headOffice"), value: company.headOffice },
    { label: t("contact.japanOffice"), value: company.japanOffice },
    { label: t("contact.website"), value: company.siteUrl },
    { label: t("contact.prIr"), value: <SmartLink href={`mailto:${company.prIrEmail}`}>{company.prIrEmail}</SmartLink> },
    { label: t("contact.careers"), value: <SmartLink href={company.careersUrl}>{company.careersUrl}</SmartLink> },
    { label: t("contact.openSource"), value: <SmartLink href={`mailto:${company.openSourceEmail}`}>{company.openSourceEmail}</SmartLink> },
  ];
  return (
    <>
      <PageHero eyebrow={t("area.about")} title={pageTitle(t, "about-contact")} lead={t("contact.lead")} />
      <Section title={t("contact.headquarters")}>
        <dl className="contact-list">
          {rows.map((row) => (
            <div key={row.label} className="contact-list__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t("contact.directions")} className="section--tinted">
        <ul className="fact-list">{company.directions.map((line) => <li key={line}>{line}</li>)}</ul>
      </Section>
    </>
  );
}
