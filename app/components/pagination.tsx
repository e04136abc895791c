import { SiteLink } from "./site-link";
import { useLanguage } from "#app/shell/use-language";

/** Page links of a long list (a board, search results): plain links, so paging works without JavaScript. */
export function Pagination({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  const { t } = useLanguage();
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul>
        {page > 1 ? <li><SiteLink to={hrefOf(page - 1)} rel="prev">{t("pagination.previous")}</SiteLink></li> : null}
        {pages.map((number) => (
          <li key={number}>
            <SiteLink to={hrefOf(number)} aria-current={number === page ? "page" : undefined}>{number}</SiteLink>
          </li>
        ))}
        {page < pageCount ? <li><SiteLink to={hrefOf(page + 1)} rel="next">{t("pagination.next")}</SiteLink></li> : null}
      </ul>
    </nav>
  );
}
