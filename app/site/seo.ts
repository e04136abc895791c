import type { MetaDescriptor } from "react-router";
import type { RootData } from "#app/i18n/shell-data";
import { defaultLocale, htmlLang, locales, ogLocale } from "#app/i18n/locales";
import { localizedPath, withoutTrailingSlash } from "#app/i18n/paths";
import { plainText } from "#app/i18n/unbreakable-terms";
import { localeCompany, catalogueTranslator } from "#app/i18n/catalogue";
import type { Translate } from "#app/i18n/translator";
import type { PageId } from "./pages";
import { pageDescriptionKey, pageTitleKey } from "./page-text";

type MetaArgs = { location: { pathname: string; search: string }; matches: readonly ({ id: string; loaderData?: unknown } | undefined)[] };
type PageText = { title: string; description: string };
/** An image a share of the page shows, by its address on the site, with its size in pixels and its description. */
export type ShareImage = { path: string; width: number; height: number; alt: string };
type SeoOptions = {
  /** Replaces the address's query string in the canonical and alternate addresses. */
  search?: string;
  /** Makes the page an article published at this instant (ISO 8601 with offset) instead of a website. */
  publishedTime?: string;
  /** The page's own image, instead of the site's card. */
  image?: ShareImage;
  /** An RSS feed the page announces: its address, and the page it follows, whose title the feed's channel bears. */
  feed?: { href: string; page: PageId };
};

/** The site's card (`public/og-image.png`), for every page without an image of its own. */
export const siteCard = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** The `<title>` of a page that is not the home page: the page's own title, then the company. */
export function documentTitle(pageTitle: string, companyName: string): string {
  return `${pageTitle} | ${companyName}`;
}

/** The title of the RSS feed that follows a page: the page's document title, as plain text, as feed readers show it. */
export function feedTitle(t: Translate, page: PageId, companyName: string): string {
  return documentTitle(plainText(t(pageTitleKey(page))), companyName);
}

/**
 * Title, description, Open Graph, canonical and hreflang alternates for a page. Pass a page id to use
 * its catalogue title and description, the text itself for pages whose title comes from content, or a
 * function of the shell's translator. `search` is for query parameters that do not change what the page is.
 */
export function seoMeta(args: MetaArgs, page: PageId | PageText | ((t: Translate) => PageText), options: SeoOptions = {}): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) return [];
  const t = catalogueTranslator(root.locale);
  const company = localeCompany(root.locale);
  const shown =
    typeof page === "string" ? { title: t(pageTitleKey(page)), description: t(pageDescriptionKey(page)) } : typeof page === "function" ? page(t) : page;
  // Tabs, search results and link previews read the text as it is, so without the joins that keep the pages' words whole.
  const text = { title: plainText(shown.title), description: plainText(shown.description) };
  const site = company.siteUrl;
  const search = options.search ?? args.location.search;
  const pathname = withoutTrailingSlash(args.location.pathname);
  const urlFor = (locale: (typeof locales)[number]) => site + localizedPath(pathname, locale) + search;
  const canonical = urlFor(root.locale);
  const title = page === "home" ? `${company.name} | ${text.title}` : documentTitle(text.title, company.name);
  const image = options.image ?? { ...siteCard, alt: t("site.cardAlt", { wordmark: company.wordmark }) };
  const imageAlt = plainText(image.alt);
  return [
    { title },
    { name: "description", content: text.description },
    { property: "og:type", content: options.publishedTime ? "article" : "website" },
    ...(options.publishedTime ? [{ property: "article:published_time", content: options.publishedTime }] : []),
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: text.title },
    { property: "og:description", content: text.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: site + image.path },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: ogLocale[root.locale] },
    ...locales.filter((l) => l !== root.locale).map((l) => ({ property: "og:locale:alternate", content: ogLocale[l] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: imageAlt },
    { tagName: "link", rel: "canonical", href: canonical },
    ...locales.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: htmlLang[l], href: urlFor(l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlFor(defaultLocale) },
    ...(options.feed
      ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: feedTitle(t, options.feed.page, company.name), href: options.feed.href }]
      : []),
  ];
}
