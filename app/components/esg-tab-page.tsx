import { pageDescriptionKey, pageTitle } from "#app/site/page-text";
import { sustainabilityTabs } from "#app/site/sustainability";
import { useLanguage } from "#app/shell/use-language";
import { PageHero } from "./page-hero";
import { PageTabs } from "./page-tabs";

/** One of the five ESG tabs: the area's hero with the page's description, the tab bar, then the tab's own sections. */
export function EsgTabPage({ page, children }: { page: (typeof sustainabilityTabs)[number]; children: React.ReactNode }) {
  const { t } = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("area.sustainability")} title={pageTitle(t, page)} lead={t(pageDescriptionKey(page))} />
      <div className="container esg-tabs">
        <PageTabs pages={sustainabilityTabs} current={page} label={t("esg.tabs")} />
      </div>
      {children}
    </>
  );
}
