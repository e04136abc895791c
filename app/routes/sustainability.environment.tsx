import type { Route } from "./+types/sustainability.environment";
import { DownloadLink } from "#app/components/download-link";
import { EsgTabPage } from "#app/components/esg-tab-page";
import { Paragraphs } from "#app/components/paragraphs";
import { Section } from "#app/components/section";
import { environmentRows, shownSustainability } from "#app/content/sustainability.server";
import { indicatorTableSection } from "#app/sections/indicator-table.server";
import { sampleFiguresSection } from "#app/sections/sample-figures.server";
import { shownTranslator } from "#app/i18n/messages.server";
import { localizedPath, requestLocale } from "#app/i18n/paths";
import { seoMeta } from "#app/site/seo";
import { ENVIRONMENT_CSV_PATH } from "#app/site/sustainability";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

/** The indicator table is markup rendered on the server, which the browser keeps. */
export async function loader(args: Route.LoaderArgs) {
  const locale = requestLocale(args.request);
  const t = shownTranslator(locale);
  const { sampleFigures, policy, goals, indicators } = shownSustainability("environment", locale);
  const { years } = indicators;
  const table = { caption: t("esg.indicators.caption", { from: years[0]!, to: years.at(-1)! }), years, rows: environmentRows(t) };
  return keepRenderedSections(args, { sampleFigures, policy, goals }, { ...indicatorTableSection(table), ...sampleFiguresSection(sampleFigures) });
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "sustainability-environment");

export default function Environment({ loaderData: { sampleFigures, sampleFiguresNote, policy, goals, indicatorTable } }: Route.ComponentProps) {
  const { t, locale, company } = useLanguage();
  return (
    <EsgTabPage page="sustainability-environment">
      {sampleFigures ? <KeptHtml name="sampleFiguresNote" html={sampleFiguresNote} /> : null}
      <Section title={t("esg.environment.policy")}>
        <Paragraphs items={policy} className="lede" />
        <h3>{t("esg.environment.goals")}</h3>
        <ul className="goal-list" role="list">
          {goals.map((goal) => (
            <li key={goal.text}>
              <span className="goal-list__year">{t("esg.environment.goalYear", { year: goal.year })}</span> {goal.text}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("esg.indicators.title")} className="section--tinted">
        <KeptHtml name="indicatorTable" html={indicatorTable} />
        <DownloadLink href={localizedPath(ENVIRONMENT_CSV_PATH, locale)} fileName={`${company.slug}-environment-indicators-${locale}.csv`}>
          {t("esg.indicators.download")}
        </DownloadLink>
      </Section>
    </EsgTabPage>
  );
}
