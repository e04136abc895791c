import type { Route } from "./+types/sustainability.vision";
import { DownloadLink } from "#app/components/download-link";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { SdgCards } from "#app/components/sdg-cards";
import { Section } from "#app/components/section";
import { VisionHouse } from "#app/components/vision-house";
import { formatDate } from "#app/i18n/format";
import { policyBook } from "#app/files/policy-book.server";
import { shownSustainability } from "#app/content/sustainability.server";
import { formatFileSize } from "#app/i18n/number-format";
import { localizedPath, requestLocale } from "#app/i18n/paths";
import { pageDescriptionKey, pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { POLICY_BOOK_PATH, sustainabilityTabs } from "#app/site/sustainability";
import { useLanguage } from "#app/shell/use-language";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const book = await policyBook(locale);
  return {
    vision: shownSustainability("vision", locale),
    policyBook: { href: localizedPath(POLICY_BOOK_PATH, locale), size: formatFileSize(book.byteLength, locale) },
  };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "sustainability-vision");

export default function EsgVision({ loaderData: { vision, policyBook } }: Route.ComponentProps) {
  const { t, locale, company } = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("area.sustainability")} title={pageTitle(t, "sustainability-vision")} lead={t("esg.vision.lead")} />
      <Section title={t("esg.house.title")}>
        <VisionHouse vision={vision.vision} pillars={vision.pillars} foundation={vision.foundation} />
      </Section>
      <Section title={t("esg.sdgs.title")} className="section--tinted">
        <p className="lede">{t("esg.sdgs.intro")}</p>
        <SdgCards sdgs={vision.sdgs} />
      </Section>
      <Section title={t("esg.policyBook.title")}>
        <p className="lede">{t("esg.policyBook.text")}</p>
        <p className="esg-edition">{t("esg.policyBook.edition", { date: formatDate(vision.policyBookEdition, locale) })}</p>
        <DownloadLink href={policyBook.href} fileName={`${company.slug}-esg-policy-book-${locale}.pdf`}>
          {t("esg.policyBook.download", { size: policyBook.size })}
        </DownloadLink>
      </Section>
      <Section title={t("esg.tabs.title")} className="section--tinted">
        <ul className="card-grid" role="list">
          {sustainabilityTabs.map((page) => (
            <li key={page} className="card">
              <h3 className="card__title"><PageLink page={page}>{pageTitle(t, page)}</PageLink></h3>
              <p>{t(pageDescriptionKey(page))}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
