import type { Route } from "./+types/about.global";
import { PageHero } from "#app/components/page-hero";
import { Section } from "#app/components/section";
import { regionSchema } from "#app/content/schemas";
import { shownSiteContent } from "#app/content/site-content.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { useSite } from "#app/shell/use-site";

export async function loader({ request }: Route.LoaderArgs) {
  const offices = shownSiteContent("offices", requestLocale(request));
  return regionSchema.options.map((region) => ({ region, offices: offices.filter((office) => office.region === region) }));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "about-global");

export default function GlobalNetwork({ loaderData: regions }: Route.ComponentProps) {
  const { t } = useSite();
  const total = regions.reduce((sum, region) => sum + region.offices.length, 0);
  return (
    <>
      <PageHero eyebrow={t("area.about")} title={pageTitle(t, "about-global")} lead={t("global.lead", { count: total })} />
      {regions.map(({ region, offices }) => (
        <Section key={region} title={t(`region.${region}`)} className={region === "europe" ? "section--tinted" : ""}>
          <ul className="office-grid">
            {offices.map((office) => (
              <li key={office.id} className="office">
                <h3 className="office__title">{office.title}</h3>
                <p className="office__subtitle">{office.subtitle}</p>
                <p>{office.description}</p>
                <address className="office__address">{office.address}</address>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
