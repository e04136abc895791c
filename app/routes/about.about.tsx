import type { Route } from "./+types/about.about";
import { BrandIdentity } from "#app/components/brand-identity";
import { PageHero } from "#app/components/page-hero";
import { Paragraphs } from "#app/components/paragraphs";
import { Section } from "#app/components/section";
import { shownSiteContent } from "#app/content/site-content.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { useSite } from "#app/shell/use-site";

export async function loader({ request }: Route.LoaderArgs) {
  return shownSiteContent("about", requestLocale(request));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "about-about");

export default function About({ loaderData: about }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <>
      <PageHero eyebrow={t("area.about")} title={pageTitle(t, "about-about")} lead={about.overview.lead} />
      <Section title={t("about.atAGlance")}>
        <Paragraphs items={about.overview.paragraphs} className="lede" />
        <dl className="facts">
          {about.overview.facts.map((fact) => (
            <div key={fact.label} className="facts__item">
              <dt>{fact.label}</dt>
              <dd>
                {fact.value}
                {fact.sample ? <span className="sample-mark" title={t("content.sample")}>*</span> : null}
              </dd>
            </div>
          ))}
        </dl>
        {about.overview.facts.some((fact) => fact.sample) ? <p className="footnote">* {t("content.sample")}</p> : null}
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
