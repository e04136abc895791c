import type { Route } from "./+types/sustainability.labour";
import { EsgTabPage } from "#app/components/esg-tab-page";
import { ProcessFlow } from "#app/components/process-flow";
import { Section } from "#app/components/section";
import { labourRows, shownSustainability } from "#app/content/sustainability.server";
import { indicatorTableSection } from "#app/sections/indicator-table.server";
import { shownTranslator } from "#app/i18n/messages.server";
import { requestLocale } from "#app/i18n/paths";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";
import { TextList } from "#app/components/text-list";

/** The indicator table is markup rendered on the server, which the browser keeps. */
export async function loader(args: Route.LoaderArgs) {
  const locale = requestLocale(args.request);
  const t = shownTranslator(locale);
  const page = shownSustainability("labour", locale);
  const { year } = page.indicators;
  const table = { caption: t("esg.labour.caption", { year }), years: [year], rows: labourRows(t) };
  return keepRenderedSections(args, page, indicatorTableSection(table));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "sustainability-labour");

export default function LabourAndHumanRights({ loaderData: { policy, indicators, grievance, indicatorTable } }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <EsgTabPage page="sustainability-labour">
      <Section title={t("esg.humanRights.title")}>
        <p className="lede">{policy}</p>
      </Section>
      <Section title={t("esg.labour.title")} className="section--tinted">
        <KeptHtml name="indicatorTable" html={indicatorTable} />
        <h3>{t("esg.labour.dialogues")}</h3>
        <p>{t("esg.labour.dialoguesText", { year: indicators.year, count: indicators.socialDialogues })}</p>
      </Section>
      <Section title={t("esg.grievance.title")}>
        <p className="lede">{t("esg.grievance.intro")}</p>
        <ProcessFlow label={t("esg.grievance.flow")} steps={grievance.steps.map((step) => ({ title: step }))} />
        <div className="esg-columns">
          <div>
            <h3>{t("esg.grievance.stops")}</h3>
            <TextList items={grievance.stops} />
          </div>
          <div>
            <h3>{t("esg.grievance.committee")}</h3>
            <p>{grievance.committee}</p>
          </div>
        </div>
      </Section>
    </EsgTabPage>
  );
}
