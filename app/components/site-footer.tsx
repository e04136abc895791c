import { memo } from "react";
import { navigation, policyPages } from "#app/site/navigation";
import { pageTitle } from "#app/site/page-text";
import type { PageId } from "#app/site/pages";
import { useLanguage } from "#app/shell/use-language";
import { PageLink } from "./page-link";
import { SmartLink } from "./smart-link";

const pagesOf = (id: (typeof navigation)[number]["id"]) => navigation.find((area) => area.id === id)!.pages;

export const SiteFooter = memo(function SiteFooter() {
  const { t, company } = useLanguage();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__company">
          <p className="site-footer__name">{company.legalName}</p>
          <address>
            <p>{company.headOffice}</p>
            <p>
              {t("contact.telephone")} <SmartLink href={`tel:${company.telephone}`}>{company.telephone}</SmartLink> ·{" "}
              {t("contact.email")} <SmartLink href={`mailto:${company.email}`}>{company.email}</SmartLink>
            </p>
          </address>
        </div>
        <FooterColumn title={t("area.investors")}>
          <li>
            <PageLink page="media-ir">{pageTitle(t, "media-ir")}</PageLink>
          </li>
          <li>
            {t("contact.prIr")} <SmartLink href={`mailto:${company.prIrEmail}`}>{company.prIrEmail}</SmartLink>
          </li>
        </FooterColumn>
        <FooterColumn title={t("area.sustainability")}>
          <PageItems pages={pagesOf("sustainability")} />
        </FooterColumn>
        <FooterColumn title={t("area.media")}>
          <PageItems pages={pagesOf("media")} />
        </FooterColumn>
        <FooterColumn title={t("footer.sitePolicies")}>
          <PageItems pages={policyPages} />
        </FooterColumn>
        <FooterColumn title={t("footer.relatedSites")}>
          {company.relatedSites.map((site) => (
            <li key={site.url}>
              <SmartLink href={site.url}>{site.name}</SmartLink>
            </li>
          ))}
        </FooterColumn>
      </div>
      <p className="site-footer__copyright">{t("footer.copyright", { legalName: company.legalName })}</p>
    </footer>
  );
});

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav className="site-footer__links" aria-label={title}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

function PageItems({ pages }: { pages: readonly PageId[] }) {
  const { t } = useLanguage();
  return pages.map((page) => (
    <li key={page}>
      <PageLink page={page}>{pageTitle(t, page)}</PageLink>
    </li>
  ));
}
