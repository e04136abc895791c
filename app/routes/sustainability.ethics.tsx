import type { Route } from "./+types/sustainability.ethics";
import { ArticleAccordion } from "#app/components/article-accordion";
import { EsgTabPage } from "#app/components/esg-tab-page";
import { formatDate } from "#app/i18n/format";
import { OfficeContacts } from "#app/components/office-contacts";
import { Section } from "#app/components/section";
import { cyberAuditContacts } from "#app/content/office-contacts";
import { ethicsRows, shownSustainability, sustainabilityDocument } from "#app/content/sustainability.server";
import { indicatorTableSection } from "#app/sections/indicator-table.server";
import { sampleFiguresSection } from "#app/sections/sample-figures.server";
import { shownTranslator } from "#app/i18n/messages.server";
import { requestLocale } from "#app/i18n/paths";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

/** The indicator table is markup rendered on the server, which the browser keeps. */
export async function loader(args: Route.LoaderArgs) {
  const locale = requestLocale(args.request);
  const t = shownTranslator(locale);
  const { sampleFigures, code, indicators } = shownSustainability("ethics", locale);
  const table = { caption: t("esg.ethicsIndicators.caption", { year: indicators.asOf }), years: [indicators.asOf], rows: ethicsRows(t) };
  const page = { sampleFigures, code, indicators, sections: sustainabilityDocument("ethics-code", locale).sections };
  return keepRenderedSections(args, page, { ...indicatorTableSection(table), ...sampleFiguresSection(sampleFigures) });
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "sustainability-ethics");

export default function Ethics({ loaderData: { sampleFigures, sampleFiguresNote, code, indicators, indicatorTable, sections } }: Route.ComponentProps) {
  const { t, locale, company } = useLanguage();
  const cyberAuditContact = <OfficeContacts contacts={cyberAuditContacts(t, company)} />;
  return (
    <EsgTabPage page="sustainability-ethics">
      {sampleFigures ? <KeptHtml name="sampleFiguresNote" html={sampleFiguresNote} /> : null}
      <Section title={t("esg.ethicsCode.title")}>
        <p className="esg-edition">
          {t("esg.ethicsCode.history", { enacted: formatDate(code.enacted, locale), revised: code.revised.map((date) => formatDate(date, locale)).join(", ") })}
        </p>
        <ArticleAccordion name="ethics-code" sections={sections} extras={{ "cyber-audit": cyberAuditContact }} />
      </Section>
      <Section title={t("esg.ethicsIndicators.title")} className="section--tinted">
        <KeptHtml name="indicatorTable" html={indicatorTable} />
        <p className="esg-highlight">{t("esg.ethicsIndicators.zeroViolations", { asOf: indicators.asOf, years: indicators.violationFreeYears.join(", ") })}</p>
      </Section>
    </EsgTabPage>
  );
}
