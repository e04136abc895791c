import { useEffect } from "react";
import { useLocation } from "react-router";
import { useLoadingCount } from "#app/shell/use-loading-counter";
import { useScrollReveal, useSmoothScroll } from "#app/shell/use-motion";
import { useStoredLocale } from "#app/shell/use-stored-locale";
import { useUpdateReload } from "#app/shell/use-update-reload";
import { useSite } from "#app/shell/use-site";
import { BackToTop } from "./back-to-top";
import { NoticePopup } from "./notice-popup";
import { QuickMenu } from "./quick-menu";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The frame of every page: header, main content, footer and the floating controls. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const { t } = useSite();
  const { pathname } = useLocation();
  const loading = useLoadingCount();
  useStoredLocale();
  useSmoothScroll();
  useScrollReveal();
  useUpdateReload();
  useEffect(() => {
    // Marks the page interactive: before this, menus and toggles are inert server HTML.
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">{t("site.skipToContent")}</a>
      <SiteHeader />
      <main id="main" tabIndex={-1} key={pathname} className="page-transition">
        {children}
      </main>
      <SiteFooter />
      <QuickMenu />
      <BackToTop />
      <NoticePopup />
      <div className="loading-overlay" role="status" aria-live="polite" hidden={loading === 0} data-count={loading}>
        <span className="loading-overlay__spinner" aria-hidden="true" />
        <span className="visually-hidden">{t("loading")}</span>
      </div>
    </>
  );
}
