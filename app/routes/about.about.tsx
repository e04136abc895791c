import type { Route } from "./+types/about.about";
import { BrandIdentity } from "#app/components/brand-identity";
import { PageHero } from "#app/components/page-hero";
import { Paragraphs } from "#app/components/paragraphs";
import { Section } from "#app/components/section";
import { sampleFiguresSection } from "#app/sections/sample-figures.server";
import { shownSiteContent } from "#app/content/site-content.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRendered } from "#app/shell/kept-markup.server";
import { useSite } from "#app/shell/use-site";

export async function loader(args: Route.LoaderArgs) {
  const about = shownSiteContent("about", requestLocale(args.request));
  return keepRendered(args, about, sampleFiguresSection(about.sampleFigures));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "about-about");

export default function About({ loaderData: about }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <>
      <PageHero eyebrow={t("area.about")} title={pageTitle(t, "about-about")} lead={about.overview.lead} />
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
