import type { PageId } from "#app/site/pages";
import { pagePath } from "#app/site/urls";
import { useLanguage } from "#app/shell/use-language";
import { siteLinkAttributes } from "./site-link";

type Props = Omit<React.ComponentProps<"a">, "href"> & { page: PageId; query?: Record<string, string | number>; hash?: string };

/** A link to a page of the registry (or a part of it), in the active language: one element, no component beneath it. */
export function PageLink({ page, query, hash, ...rest }: Props) {
  const { locale } = useLanguage();
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : "";
  return <a {...siteLinkAttributes(pagePath(page, locale) + search + (hash ? `#${hash}` : ""))} {...rest} />;
}
