import type { Route } from "./+types/about.leadership";
import { PageHero } from "#app/components/page-hero";
import { Paragraphs } from "#app/components/paragraphs";
import { Section } from "#app/components/section";
import { shownSiteContent } from "#app/content/site-content.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { useSite } from "#app/shell/use-site";

export async function loader({ request }: Route.LoaderArgs) {
  return shownSiteContent("leadership", requestLocale(request));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "about-leadership");

export default function Leadership({ loaderData: leadership }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <>
      <PageHero eyebrow={t("area.about")} title={pageTitle(t, "about-leadership")} lead={leadership.message.heading} />
      <Section title={t("leadership.message")}>
        <Paragraphs items={leadership.message.paragraphs} className="lede" />
        <p className="signature">{leadership.message.signature}</p>
      </Section>
      <Section title={t("leadership.team")} className="section--tinted">
        <ul className="card-grid">
          {leadership.team.map((member) => (
            <li key={member.id} className="card card--person">
              <p className="card__eyebrow">{member.position}</p>
              <h3 className="card__title">{member.name}</h3>
              <p>{member.responsibility}</p>
              <ul className="fact-list">{member.career.map((line) => <li key={line}>{line}</li>)}</ul>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
