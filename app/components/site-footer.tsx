import { navigation, privacyPages } from "#app/site/navigation";
import { pageTitle } from "#app/site/page-text";
import { useSite } from "#app/shell/use-site";
import { PageLink } from "./page-link";
import { SmartLink } from "./smart-link";

const sustainabilityPages = navigation.find((area) => area.id === "sustainability")!.pages;

export function SiteFooter() {
  const { t, company } = useSite();
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
        <nav className="site-footer__links" aria-label={t("area.investors")}>
          <h2>{t("area.investors")}</h2>
          <ul>
            <li>
              <PageLink page="media-ir">{pageTitle(t, "media-ir")}</PageLink>
            </li>
            <li>
              {t("contact.prIr")} <SmartLink href={`mailto:${company.prIrEmail}`}>{company.prIrEmail}</SmartLink>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__links" aria-label={t("area.sustainability")}>
          <h2>{t("area.sustainability")}</h2>
          <ul>
            {sustainabilityPages.map((page) => (
              <li key={page}>
                <PageLink page={page}>{pageTitle(t, page)}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__links" aria-label={t("footer.policies")}>
          <h2>{t("footer.policies")}</h2>
          <ul>
            {privacyPages.map((page) => (
              <li key={page}>
                <PageLink page={page}>{pageTitle(t, page)}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__links" aria-label={t("footer.relatedSites")}>
          <h2>{t("footer.relatedSites")}</h2>
          <ul>
            {company.relatedSites.map((site) => (
              <li key={site.url}>
                <SmartLink href={site.url}>{site.name}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">{t("footer.copyright", { legalName: company.legalName })}</p>
    </footer>
  );
}
