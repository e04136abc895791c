import type { Route } from "./+types/media.recruit-view";
import { logoObject } from "#app/components/organization-data";
import { PageHero } from "#app/components/page-hero";
import { PositionDetail } from "#app/components/position-list";
import { StructuredData } from "#app/components/structured-data";
import { positionSearch } from "#app/content/careers";
import { positionPage } from "#app/content/careers.server";
import { htmlLang } from "#app/i18n/locales";
import { requestLocale } from "#app/i18n/paths";
import { invalidRoute } from "#app/site/invalid-route.server";
import { seoMeta } from "#app/site/seo";
import { pagePath } from "#app/site/urls";
import { useLanguage } from "#app/shell/use-language";

/** schema.org's employment types for the site's. */
const EMPLOYMENT_TYPE = { "full-time": "FULL_TIME", contract: "CONTRACTOR", internship: "INTERN" } as const;

/** An open position by `?id=`, also once it has closed while its content is kept. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = positionPage(requestLocale(request), new URL(request.url).searchParams);
  if (!page) throw invalidRoute(request);
  return page;
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { position } = args.loaderData;
  return seoMeta(args, { title: position.title, description: position.summary }, { search: positionSearch(position.id) });
};

/** A position's page, with its JobPosting for search engines' job listings. */
export default function PositionPage({ loaderData: { position, open, workplace } }: Route.ComponentProps) {
  const { t, locale, company } = useLanguage();
  const url = company.siteUrl + pagePath("media-recruit-view", locale) + positionSearch(position.id);
  return (
    <article>
      <PageHero eyebrow={t("page.media-recruit.title")} title={position.title} lead={position.summary} />
      <PositionDetail position={position} open={open} />
      <StructuredData
        data={{
          "@type": "JobPosting",
          title: position.title,
          // Plain text, which job listings also take: the content is not HTML.
          description: [
            position.summary,
            t("media.careers.duties"),
            ...position.duties.map((line) => `- ${line}`),
            t("media.careers.requirements"),
            ...position.requirements.map((line) => `- ${line}`),
          ].join("\n"),
          datePosted: position.opened,
          ...(position.closes ? { validThrough: `${position.closes}T23:59:59+09:00` } : {}),
          employmentType: EMPLOYMENT_TYPE[position.employment],
          inLanguage: htmlLang[locale],
          url,
          directApply: false,
          identifier: { "@type": "PropertyValue", name: company.name, value: position.id },
          hiringOrganization: { "@type": "Organization", name: company.name, sameAs: company.siteUrl, logo: logoObject(company.siteUrl) },
          jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", streetAddress: workplace.address, addressCountry: workplace.country } },
        }}
      />
    </article>
  );
}
