import { defaultLocale, isLocale, type Locale } from "./locales";

export function localeFromPathname(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** The path without its language prefix: `/en/view/about/about` → `/view/about/about`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPathname(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in `locale`: Korean unprefixed, the others under `/en`, `/zh`, `/ja`. */
export function localizedPath(path: string, locale: Locale): string {
  const base = unlocalizedPath(path);
  if (locale === defaultLocale) return base;
  return base === "/" ? `/${locale}` : `/${locale}${base}`;
}

/** A client navigation asks for a page's data: its path plus `.data`. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/**
 * The page a path asks for: a client navigation asks for `/x.data` (`/_.data` for `/`), and the
 * prerender asks for `/x/`.
 */
export function pagePathOf(pathname: string): string {
  if (pathname === "/_.data") return "/";
  return withoutTrailingSlash(pathname.replace(/\.data$/, ""));
}

/** The page a request is for (`pagePathOf`). */
export function requestPath(request: Request): string {
  return pagePathOf(new URL(request.url).pathname);
}

/** The prerender renders each page at `/path/`; a page's own address has no trailing slash. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/(.)\/+$/, "$1");
}

export function requestLocale(request: Request): Locale {
  return localeFromPathname(requestPath(request));
}
