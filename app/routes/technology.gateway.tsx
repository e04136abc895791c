import type { Route } from "./+types/technology.gateway";
import { CardGrid } from "#app/components/card-grid";
import { ChipCardList } from "#app/components/chip-card-list";
import { ChipComparison } from "#app/components/chip-comparison";
import { PageHero } from "#app/components/page-hero";
import { Paragraphs } from "#app/components/paragraphs";
import { Section } from "#app/components/section";
import { shownSiteContent } from "#app/content/site-content.server";
import { areaOfGateway, chipCards, comparisonRows } from "#app/content/technology.server";
import { requestLocale } from "#app/i18n/paths";
import { requestPage } from "#app/site/request-page";
import { seoMeta } from "#app/site/seo";
import { useSite } from "#app/shell/use-site";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const page = requestPage(request);
  const area = areaOfGateway(page);
  return {
    page,
    area: shownSiteContent("businessAreas", locale).find((entry) => entry.id === area)!,
    gateway: shownSiteContent("gateways", locale).find((entry) => entry.area === area)!,
    chips: chipCards(locale, (chip) => chip.area === area),
    comparison: comparisonRows(locale),
  };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? seoMeta(args, args.loaderData.page) : []);

export default function Gateway({ loaderData: { area, gateway, chips, comparison } }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <>
      <PageHero eyebrow={t("area.business")} title={area.name} lead={area.summary} />
      <Section title={t("gateway.intro")}>
        <Paragraphs items={gateway.intro} className="lede" />
        <p><a href="#compare" className="button button--ghost">{t("compare.jump")}</a></p>
      </Section>
      <Section title={t("gateway.applications")} className="section--tinted">
        <CardGrid items={gateway.applications} />
      </Section>
      {chips.length > 0 ? (
        <Section title={t("gateway.chips")}>
          <ChipCardList chips={chips} linkLabel={t("gateway.viewChip")} />
        </Section>
      ) : null}
      {gateway.modules.length > 0 ? (
        <Section title={t("gateway.modules")}>
          <CardGrid items={gateway.modules.map((module) => ({ title: module.name, text: module.text }))} />
        </Section>
      ) : null}
      <ChipComparison rows={comparison} />
    </>
  );
}
