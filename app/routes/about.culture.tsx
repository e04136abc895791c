import type { Route } from "./+types/about.culture";
import { CardGrid } from "#app/components/card-grid";
import { PageHero } from "#app/components/page-hero";
import { Paragraphs } from "#app/components/paragraphs";
import { Section } from "#app/components/section";
import { SmartLink } from "#app/components/smart-link";
import { shownContentIn } from "#app/content/load.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { useLanguage } from "#app/shell/use-language";

export async function loader({ request }: Route.LoaderArgs) {
  return shownContentIn("culture", requestLocale(request));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "about-culture");

export default function Culture({ loaderData: culture }: Route.ComponentProps) {
  const { t, company } = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("area.about")} title={pageTitle(t, "about-culture")} lead={culture.intro[0]} />
      <Section title={t("culture.intro")}>
        <Paragraphs items={culture.intro.slice(1)} className="lede" />
      </Section>
      <Section title={t("culture.practices")} className="section--tinted">
        <CardGrid items={culture.practices} />
      </Section>
      <Section title={t("culture.programs")}>
        <CardGrid items={culture.programs} />
      </Section>
      <Section title={culture.careers.heading} className="section--dark">
        <p>{culture.careers.text}</p>
        <p><SmartLink href={company.careersUrl} className="button button--light">{t("culture.careersLink")}</SmartLink></p>
      </Section>
    </>
  );
}
