import type { Route } from "./+types/about.about";
import { BrandIdentity } from "#app/components/brand-identity";
import { PageHero } from "#app/components/page-hero";
import { Paragraphs } from "#app/components/paragraphs";
import { Section } from "#app/components/section";
import { sampleFiguresSection } from "#app/sections/sample-figures.server";
import { shownContentIn } from "#app/content/load.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

export async function loader(args: Route.LoaderArgs) {
  const about = shownContentIn("about", requestLocale(args.request));
  return keepRenderedSections(args, about, sampleFiguresSection(about.sampleFigures));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "about-company");

export default function About({ loaderData: about }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("area.about")} title={pageTitle(t, "about-company")} lead={about.overview.lead} />
      {about.sampleFigures ? <KeptHtml name="sampleFiguresNote" html={about.sampleFiguresNote} /> : null}
      <Section title={t("about.atAGlance")}>
        <Paragraphs items={about.overview.paragraphs} className="lede" />
        <dl className="facts">
          {about.overview.facts.map((fact) => (
            <div key={fact.label} className="facts__item">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t("about.mission")} className="section--tinted">
        <p className="statement">{about.mission.statement}</p>
        <Paragraphs items={about.mission.paragraphs} />
      </Section>
      <Section title={t("about.values")}>
        <ul className="card-grid card-grid--two">
          {about.values.map((value) => (
            <li key={value.id} className="card card--value">
              <h3 className="card__title">{value.name}</h3>
              <p>{value.summary}</p>
              <ul className="fact-list">{value.behaviours.map((item) => <li key={item}>{item}</li>)}</ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("about.brand")} className="section--tinted">
        <BrandIdentity brand={about.brand} />
      </Section>
    </>
  );
}
