import { memo, useRef } from "react";
import { useLocation } from "react-router";
import { withoutTrailingSlash } from "#app/i18n/paths";
import type { PageId } from "#app/site/pages";
import { navigation } from "#app/site/navigation";
import { pagePath } from "#app/site/urls";
import { pageTitle } from "#app/site/page-text";
import type { Locale } from "#app/i18n/locales";
import { useDisclosure } from "#app/shell/use-disclosure";
import { useLanguage } from "#app/shell/use-language";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { PageLink } from "./page-link";
import { SearchForm, SearchLink } from "./search-form";

type Area = (typeof navigation)[number];

export const SiteHeader = memo(function SiteHeader() {
  const { t, company } = useLanguage();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <PageLink page="home" className="site-header__logo">
          <Logo title={company.wordmark} />
          <span className="visually-hidden">{t("nav.home")}</span>
        </PageLink>
        <nav className="main-nav" aria-label={t("nav.label")}>
          <ul className="main-nav__areas">
            {navigation.map((area) => (
              <li key={area.id}>
                <AreaMenu area={area} />
              </li>
            ))}
          </ul>
        </nav>
        <SearchForm variant="header" />
        <SearchLink />
        <LanguageSwitcher />
        <MobileMenu />
      </div>
    </header>
  );
});

/** `aria-current="page"` on the link to the page the visitor is on. */
function useCurrentPage(locale: Locale) {
  const here = withoutTrailingSlash(useLocation().pathname);
  return (page: PageId) => (pagePath(page, locale) === here ? "page" : undefined);
}

function AreaMenu({ area }: { area: Area }) {
  const { t, locale } = useLanguage();
  const current = useCurrentPage(locale);
  const { rootRef, buttonProps, panelProps } = useDisclosure();
  const [onlyPage] = area.pages;
  if (area.pages.length === 1 && onlyPage) {
    return (
      <PageLink page={onlyPage} className="main-nav__link" aria-current={current(onlyPage)}>
        {t(`area.${area.id}`)}
      </PageLink>
    );
  }
  return (
    <div className="main-nav__area" ref={rootRef}>
      <button {...buttonProps} className="main-nav__button">
        {t(`area.${area.id}`)}
      </button>
      <ul {...panelProps} className="main-nav__panel">
        {area.pages.map((page) => (
          <li key={page}>
            <PageLink page={page} aria-current={current(page)}>
              {pageTitle(t, page)}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The narrow-screen drawer: a modal dialog, so focus is trapped inside and Escape closes it. */
function MobileMenu() {
  const { t, locale } = useLanguage();
  const current = useCurrentPage(locale);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();
  return (
    <>
      <button type="button" className="mobile-menu__open" aria-haspopup="dialog" onClick={() => dialogRef.current?.showModal()}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" /></svg>
        <span className="visually-hidden">{t("nav.open")}</span>
      </button>
      <dialog ref={dialogRef} className="mobile-menu" aria-label={t("nav.label")}>
        <button type="button" className="mobile-menu__close" onClick={close}>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" /></svg>
          <span className="visually-hidden">{t("nav.close")}</span>
        </button>
        <SearchForm variant="drawer" onSubmit={close} />
        <nav aria-label={t("nav.label")}>
          {navigation.map((area) => (
            <section key={area.id} className="mobile-menu__area">
              <h2>{t(`area.${area.id}`)}</h2>
              <ul>
                {area.pages.map((page) => (
                  <li key={page}>
                    <PageLink page={page} aria-current={current(page)} onClick={close}>
                      {pageTitle(t, page)}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </dialog>
    </>
  );
}
