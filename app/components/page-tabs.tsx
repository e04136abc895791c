import type { PageId } from "#app/site/pages";
import { pageTitle } from "#app/site/page-text";
import { useSite } from "#app/shell/use-site";
import { PageLink } from "./page-link";

/**
 * Sibling pages as a row of tabs. Each tab is a page of its own, so this is a `nav` of links with
 * `aria-current="page"` on the current one, not an ARIA tablist (which promises arrow keys within one page).
 */
export function PageTabs({ pages, current, label }: { pages: readonly PageId[]; current: PageId; label: string }) {
  const { t } = useSite();
  return (
    <nav className="page-tabs" aria-label={label}>
      <ul>
        {pages.map((id) => (
          <li key={id}>
            <PageLink page={id} aria-current={id === current ? "page" : undefined}>{pageTitle(t, id)}</PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
