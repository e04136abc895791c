import type { Route } from "./+types/about.global";
import { PageHero } from "#app/components/page-hero";
import { Section } from "#app/components/section";
import { officeMapSection } from "#app/sections/office-map.server";
import { regionSchema } from "#app/content/schemas";
import { shownContentIn } from "#app/content/load.server";
import { requestLocale } from "#app/i18n/paths";
import { officeAnchor } from "#app/site/office-map";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

/** The map is markup rendered on the server, which the browser keeps: its land and its layout never travel as JSON. */
export async function loader(args: Route.LoaderArgs) {
  const offices = shownContentIn("offices", requestLocale(args.request));
  const regions = regionSchema.options.map((region) => ({ region, offices: offices.filter((office) => office.region === region) }));
  return keepRenderedSections(args, { regions }, officeMapSection(regions.flatMap((region) => region.offices)));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "about-global");

export default function GlobalNetwork({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const { regions } = loaderData;
  const total = regions.reduce((sum, region) => sum + region.offices.length, 0);
  // The list numbers the offices across the regions, as the map's markers do.
  const firstNumber = regions.map((_, index) => 1 + regions.slice(0, index).reduce((sum, region) => sum + region.offices.length, 0));
  return (
    <>
      <PageHero eyebrow={t("area.about")} title={pageTitle(t, "about-global")} lead={t("global.lead", { count: total })} />
      <Section title={t("global.map.title")} className="section--map">
        <KeptHtml name="officeMap" html={loaderData.officeMap} />
      </Section>
      {regions.map(({ region, offices }, regionIndex) => (
        <Section key={region} title={t(`region.${region}`)} className={region === "europe" ? "section--tinted" : ""}>
          <ol className="office-grid" start={firstNumber[regionIndex]}>
            {offices.map((office) => (
              <li key={office.id} id={officeAnchor(office.id)} className="office">
                <h3 className="office__title">{office.title}</h3>
                <p className="office__subtitle">{office.subtitle}</p>
                <p>{office.description}</p>
                <address className="office__address">{office.address}</address>
              </li>
            ))}
          </ol>
        </Section>
      ))}
    </>
  );
}
