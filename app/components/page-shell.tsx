import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { withoutTrailingSlash } from "#app/i18n/paths";
import { useBrandFont } from "#app/shell/brand-font";
import { useFigureTableScroll } from "#app/shell/use-figure-table-scroll";
import { SiteLinkNavigation } from "#app/shell/site-link-navigation";
import { useLoadingCount } from "#app/shell/use-loading-counter";
import { useScrollReveal, useSmoothScroll } from "#app/shell/use-motion";
import { useScrollPlace } from "#app/shell/use-scroll-place";
import { useStoredLocale } from "#app/shell/use-stored-locale";
import { UpdateReload } from "#app/shell/update-reload";
import { LanguageProvider, useLanguage } from "#app/shell/use-language";
import { BackToTop } from "./back-to-top";
import { QuickMenu } from "./quick-menu";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The frame of every page: header, main content, footer and the floating controls. */
export function PageShell({ children }: { children: React.ReactNode }) {
  return (
    <LanguageProvider>
      <ShellFrame>{children}</ShellFrame>
    </LanguageProvider>
  );
}

/**
 * Header, footer and the floating controls are memoized and translate through the site context, so a navigation
 * within a page (search results as the visitor types) re-renders only what reads the address.
 */
function ShellFrame({ children }: { children: React.ReactNode }) {
  const { t } = useLanguage();
  const { pathname } = useLocation();
  // Only a navigation inside the site fades the page in: the first paint and back/forward are instant.
  const navigationType = useNavigationType();
  const loading = useLoadingCount();
  useStoredLocale();
  useBrandFont();
  useSmoothScroll();
  useScrollReveal();
  useScrollPlace();
  useFigureTableScroll();
  useEffect(() => {
    // Marks the page interactive: before this, menus and toggles are inert server HTML. The user timing is where
    // the bench and the page-weight test stop counting a page's first-load JavaScript.
    document.documentElement.dataset.hydrated = "";
    performance.mark("hydrated");
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">{t("site.skipToContent")}</a>
      <SiteHeader />
      <main id="main" tabIndex={-1} key={withoutTrailingSlash(pathname)} className={navigationType === "POP" ? undefined : "page-transition"}>
        {children}
      </main>
      <SiteFooter />
      <div className="floating-controls">
        <QuickMenu />
        <BackToTop />
      </div>
      <div className="loading-overlay" role="status" aria-live="polite" hidden={loading === 0} data-count={loading}>
        <span className="loading-overlay__spinner" aria-hidden="true" />
        <span className="visually-hidden">{t("loading")}</span>
      </div>
      <SiteLinkNavigation />
      <UpdateReload />
    </>
  );
}
