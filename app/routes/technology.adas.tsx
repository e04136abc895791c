import type { Route } from "./+types/technology.adas";
import { CardGrid } from "#app/components/card-grid";
import { PageHero } from "#app/components/page-hero";
import { Paragraphs } from "#app/components/paragraphs";
import { Section } from "#app/components/section";
import { chipCardsSection } from "#app/sections/chip-cards.server";
import { shownContentIn } from "#app/content/load.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

export async function loader(args: Route.LoaderArgs) {
  const locale = requestLocale(args.request);
  const { sections } = chipCardsSection(locale, (chip) => chip.area === "adas" || chip.id === "dolphin5" || chip.id === "tetra32");
  return keepRenderedSections(args, { adas: shownContentIn("adas", locale) }, sections);
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "technology-adas");

export default function DrivingAssistance({ loaderData: { adas, chipCards } }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("area.business")} title={pageTitle(t, "technology-adas")} lead={adas.lead} />
      <Section title={t("adas.approach")}>
        <Paragraphs items={adas.intro} className="lede" />
      </Section>
      <Section title={t("adas.pipeline")} className="section--tinted">
        <CardGrid items={adas.pipeline} ordered className="card-grid--steps" />
      </Section>
      <Section title={t("adas.capabilities")}>
        <CardGrid items={adas.capabilities} />
      </Section>
      <Section title={t("adas.safety")} className="section--tinted">
        <Paragraphs items={adas.safety} />
      </Section>
      <Section title={t("gateway.chips")}>
        <KeptHtml name="chipCards" html={chipCards} />
      </Section>
    </>
  );
}
