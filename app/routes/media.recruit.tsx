import type { Route } from "./+types/media.recruit";
import { ArticleAccordion } from "#app/components/article-accordion";
import { CardGrid } from "#app/components/card-grid";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { Paragraphs } from "#app/components/paragraphs";
import { PositionList } from "#app/components/position-list";
import { ProcessFlow } from "#app/components/process-flow";
import { Section } from "#app/components/section";
import { SmartLink } from "#app/components/smart-link";
import { careersBoard } from "#app/content/careers.server";
import { shownContentIn } from "#app/content/load.server";
import { requestLocale } from "#app/i18n/paths";
import { pageDescriptionKey, pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { KeptMarkup } from "#app/shell/kept-markup";
import { keepOutOfHydration } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

export async function loader(args: Route.LoaderArgs) {
  const locale = requestLocale(args.request);
  return keepOutOfHydration(args, { careers: shownContentIn("careers", locale), ...careersBoard(locale) }, ["careers", "notices"]);
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "media-recruit");

/**
 * Careers: year-round recruiting, the open positions, the hiring steps, the fields the company hires in, its benefits
 * and its recruiting notices. All but the positions is kept markup: the page's prose would otherwise travel
 * twice, as markup and as hydration data.
 */
export default function Careers({ loaderData: { careers, positions, notices } }: Route.ComponentProps) {
  const { t, company } = useLanguage();
  const apply = <SmartLink href={company.careersUrl} className="button button--primary">{t("media.careers.apply")}</SmartLink>;
  return (
    <>
      <PageHero eyebrow={t("area.media")} title={pageTitle(t, "media-recruit")} lead={t(pageDescriptionKey("media-recruit"))} />
      <Section title={t("media.careers.yearRound")}>
        <KeptMarkup name="careers" value={careers}>{({ intro }) => <Paragraphs items={intro} className="lede" />}</KeptMarkup>
        <p>{apply}</p>
      </Section>
      <Section title={t("media.careers.positions")} className="section--tinted">
        <PositionList positions={positions} />
      </Section>
      <Section title={t("media.careers.process")}>
        <KeptMarkup name="careers" value={careers}>{({ process }) => <ProcessFlow label={t("media.careers.process")} steps={process} />}</KeptMarkup>
      </Section>
      <Section title={t("media.careers.fields")} className="section--tinted">
        <KeptMarkup name="careers" value={careers}>
          {({ fields }) => <CardGrid items={fields.map((field) => ({ title: field.title, text: field.text, list: field.roles }))} listLabel={t("media.careers.roles")} />}
        </KeptMarkup>
      </Section>
      <Section title={t("media.careers.benefits")}>
        <KeptMarkup name="careers" value={careers}>{({ benefits }) => <CardGrid items={benefits} />}</KeptMarkup>
      </Section>
      <Section title={t("media.careers.notices")} className="section--tinted">
        <KeptMarkup name="notices" value={notices}>
          {(list) => <ArticleAccordion name="recruiting-notices" sections={list} />}
        </KeptMarkup>
      </Section>
      <Section title={t("media.careers.culture")} className="section--dark">
        <p>{t("media.careers.cultureText")}</p>
        <p>
          <PageLink page="about-culture" className="button button--light">{t("media.careers.cultureLink")}</PageLink>
        </p>
      </Section>
    </>
  );
}
