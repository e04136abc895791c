import type { Route } from "./+types/technology.gateway";
import { CardGrid } from "#app/components/card-grid";
import { ChipComparison } from "#app/components/chip-comparison";
import { PageHero } from "#app/components/page-hero";
import { Paragraphs } from "#app/components/paragraphs";
import { Section } from "#app/components/section";
import { chipCardsSection } from "#app/sections/chip-cards.server";
import { shownContentIn } from "#app/content/load.server";
import { areaOfGateway, comparisonRows } from "#app/content/technology.server";
import { requestLocale } from "#app/i18n/paths";
import { requestPage } from "#app/site/request-page";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

export async function loader(args: Route.LoaderArgs) {
  const locale = requestLocale(args.request);
  const page = requestPage(args.request);
  const area = areaOfGateway(page);
  const { hasChips, sections } = chipCardsSection(locale, (chip) => chip.area === area);
  return keepRenderedSections(
    args,
    {
      page,
      area: shownContentIn("businessAreas", locale).find((entry) => entry.id === area)!,
      gateway: shownContentIn("gateways", locale).find((entry) => entry.area === area)!,
      hasChips,
      comparison: comparisonRows(locale),
    },
    sections,
  );
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? seoMeta(args, args.loaderData.page) : []);

export default function Gateway({ loaderData: { area, gateway, hasChips, chipCards, comparison } }: Route.ComponentProps) {
  const { t } = useLanguage();
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
      {hasChips ? (
        <Section title={t("gateway.chips")}>
          <KeptHtml name="chipCards" html={chipCards} />
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
