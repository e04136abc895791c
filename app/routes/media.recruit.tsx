import type { Route } from "./+types/media.recruit";
import { CardGrid } from "#app/components/card-grid";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { Paragraphs } from "#app/components/paragraphs";
import { ProcessFlow } from "#app/components/process-flow";
import { Section } from "#app/components/section";
import { SmartLink } from "#app/components/smart-link";
import { siteContent } from "#app/content/site-content.server";
import { requestLocale } from "#app/i18n/paths";
import { pageDescriptionKey, pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { useSite } from "#app/shell/use-site";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { careers: siteContent("careers", locale) };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "media-recruit");

/** Careers: year-round recruiting, the hiring steps, the fields the company hires in, and its benefits. */
export default function Careers({ loaderData: { careers } }: Route.ComponentProps) {
  const { t, company } = useSite();
  const apply = <SmartLink href={company.careersUrl} className="button button--primary">{t("media.careers.apply")}</SmartLink>;
  return (
    <>
      <PageHero eyebrow={t("area.media")} title={pageTitle(t, "media-recruit")} lead={t(pageDescriptionKey("media-recruit"))} />
      <Section title={t("media.careers.yearRound")}>
        <Paragraphs items={careers.intro} className="lede" />
        <p>{apply}</p>
      </Section>
      <Section title={t("media.careers.process")} className="section--tinted">
        <ProcessFlow label={t("media.careers.process")} steps={careers.process} />
      </Section>
      <Section title={t("media.careers.fields")}>
        <CardGrid items={careers.fields.map((field) => ({ title: field.title, text: field.text, list: field.roles }))} listLabel={t("media.careers.roles")} />
      </Section>
      <Section title={t("media.careers.benefits")} className="section--tinted">
        <CardGrid items={careers.benefits} />
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
