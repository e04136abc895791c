import type { PageId } from "#app/site/pages";
import { pageTitle } from "#app/site/page-text";
import { pagePath } from "#app/site/urls";
import { useLanguage } from "#app/shell/use-language";
import { SiteLink } from "./site-link";

type TabLink = { to: string; text: string; current: boolean };

/**
 * Addresses side by side as a row of tabs. Each tab is an address of its own, so this is a `nav` of links
 * with `aria-current="page"` on the current one, not an ARIA tablist (which promises arrow keys within one page).
 */
export function LinkTabs({ links, label }: { links: readonly TabLink[]; label: string }) {
  return (
    <nav className="page-tabs" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to} aria-current={link.current ? "page" : undefined}>{link.text}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Sibling pages of the registry as tabs. */
export function PageTabs({ pages, current, label }: { pages: readonly PageId[]; current: PageId; label: string }) {
  const { t, locale } = useLanguage();
  return <LinkTabs label={label} links={pages.map((id) => ({ to: pagePath(id, locale), text: pageTitle(t, id), current: id === current }))} />;
}
