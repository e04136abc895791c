import type { Route } from "./+types/sustainability.ethics";
import { ArticleAccordion } from "#app/components/article-accordion";
import { ContactList } from "#app/components/contact-list";
import { EsgTabPage } from "#app/components/esg-tab-page";
import { formatDate } from "#app/components/formatted-date";
import { IndicatorTable } from "#app/components/indicator-table";
import { Section } from "#app/components/section";
import { SmartLink } from "#app/components/smart-link";
import { ethicsRows, sustainability, sustainabilityDocument } from "#app/content/sustainability.server";
import { translatorFor } from "#app/i18n/messages.server";
import { requestLocale } from "#app/i18n/paths";
import { seoMeta } from "#app/site/seo";
import { useSite } from "#app/shell/use-site";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { code, indicators } = sustainability("ethics", locale);
  return {
    code,
    indicators,
    rows: ethicsRows(translatorFor(locale)),
    sections: sustainabilityDocument("ethics-code", locale).sections,
  };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "sustainability-esg04");

export default function Ethics({ loaderData: { code, indicators, rows, sections } }: Route.ComponentProps) {
  const { t, locale, company } = useSite();
  const cyberAuditContact = (
    <ContactList
      rows={[
        { label: t("contact.email"), value: <SmartLink href={`mailto:${company.ethicsEmail}`}>{company.ethicsEmail}</SmartLink> },
        { label: t("contact.telephone"), value: <SmartLink href={`tel:${company.telephone}`}>{company.telephone}</SmartLink> },
        { label: t("esg.cyberAudit.post"), value: t("esg.cyberAudit.postAddress", { address: company.headOffice }) },
      ]}
    />
  );
  return (
    <EsgTabPage page="sustainability-esg04">
      <Section title={t("esg.ethicsCode.title")}>
        <p className="esg-edition">
          {t("esg.ethicsCode.history", { enacted: formatDate(code.enacted, locale), revised: code.revised.map((date) => formatDate(date, locale)).join(", ") })}
        </p>
        <ArticleAccordion name="ethics-code" sections={sections} extras={{ "cyber-audit": cyberAuditContact }} />
      </Section>
      <Section title={t("esg.ethicsIndicators.title")} className="section--tinted">
        <p className="sample-note">{t("esg.sampleNotice")}</p>
        <IndicatorTable
          caption={t("esg.ethicsIndicators.caption", { year: indicators.asOf })}
          years={[indicators.asOf]}
          rows={rows}
        />
        <p className="esg-highlight">{t("esg.ethicsIndicators.zeroViolations", { asOf: indicators.asOf, years: indicators.violationFreeYears.join(", ") })}</p>
      </Section>
    </EsgTabPage>
  );
}
