import type { ShouldRevalidateFunction } from "react-router";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { PageShell } from "./components/page-shell";
import { ErrorView } from "./components/error-view";
import { defaultLocale, htmlLang } from "./i18n/locales";
import { catalogueUrl, loadCatalogue } from "./i18n/catalogue-assets";
import { localeFromPathname, requestLocale } from "./i18n/paths";
import { InlineScript } from "./shell/inline-script";
import { documentsRunTheirLoaders } from "./shell/documents-run-their-loaders.server";
import { refuseRequest } from "./shell/request-refusal.server";
import type { RootData } from "./i18n/shell-data";
import { errorDetail, useRootData } from "./shell/use-root-data";
import fontsCss from "./styles/fonts.css?url";
// In the page, not a request that a first visit's paint would wait behind.
import favicon from "../public/favicon.svg?inline";
import appCss from "./styles/app.css?url";
import forcedColorsCss from "./styles/forced-colors.css?url";
import printCss from "./styles/print.css?url";

export const middleware: Route.MiddlewareFunction[] = [refuseRequest, documentsRunTheirLoaders];

/** The page's language; the shell's words and the company's identity in it come with its catalogue asset. */
export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  return { locale: requestLocale(request) };
}

/**
 * A language switch needs the new language's catalogue before the page renders in it. If it cannot be fetched, the
 * browser loads the page itself, as it does when a script chunk fails.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    loadCatalogue(requestLocale(request)).catch(() => {
      window.location.assign(request.url);
      return new Promise<never>(() => {});
    }),
  ]);
  return data;
}

/**
 * Every page shares one hashed stylesheet, one for print and one for Windows' contrast themes, cached immutably under
 * /assets/ instead of inlined into each page.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "stylesheet", href: printCss, media: "print" },
  { rel: "stylesheet", href: forcedColorsCss, media: "(forced-colors: active)" },
];

/** The shell's data only changes with the language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeFromPathname(currentUrl.pathname) !== localeFromPathname(nextUrl.pathname);

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useRootData()?.locale ?? defaultLocale;
  return (
    <html lang={htmlLang[locale]} data-brand-font={fontsCss}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <InlineScript id="boot" />
        <meta name="theme-color" content="#0A1F44" />
        <link rel="icon" href={favicon} type="image/svg+xml" />
        <link rel="preload" as="fetch" crossOrigin="anonymous" href={catalogueUrl[locale]} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <InlineScript id="scroll-anchor" />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Without the shell's data (the root's own loader failed), the status alone, which needs no language.
  if (!useRootData()) return <p className="error-view__status">{status}</p>;
  return (
    <PageShell>
      <ErrorView status={status} detail={errorDetail(error)} />
    </PageShell>
  );
}
