import { Link } from "react-router";
import type { PageId } from "#app/site/pages";
import { pagePath } from "#app/site/urls";
import { useSite } from "#app/shell/use-site";

type Props = Omit<React.ComponentProps<typeof Link>, "to"> & { page: PageId; query?: Record<string, string | number> };

/** A link to a page of the registry, in the active language. */
export function PageLink({ page, query, children, ...rest }: Props) {
  const { locale } = useSite();
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : "";
  return (
    <Link to={pagePath(page, locale) + search} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}
