import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root";
import { localizedPath } from "#app/i18n/paths";
import { localeTranslator } from "#app/i18n/catalogue";
import { documentTitle } from "#app/site/seo";

/**
 * The specification's error page; its English texts are the fallback when the shell failed too.
 * `detail` is the message of an error response; null stands for an unexpected error, whose own message is not
 * for visitors (in production React Router has already replaced it with "Unexpected Server Error").
 */
export function ErrorView({ status, detail }: { status: number; detail: string | null }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const t = root ? localeTranslator(root.locale, root.company.name) : null;
  const notFound = status === 404;
  const heading = notFound ? (t?.("error.notFound.title") ?? "Page Not Found") : (t?.("error.server.title") ?? "Internal Server Error");
  const message = detail ?? t?.("error.server.message") ?? "Unexpected Server Error";
  return (
    <div className="container error-view">
      <title>{root ? documentTitle(heading, root.company.name) : heading}</title>
      <p className="error-view__status">{status}</p>
      <h1>{heading}</h1>
      {message ? <p className="error-view__detail">{message}</p> : null}
      {root ? (
        <p>
          <a href={localizedPath("/", root.locale)}>{t?.("error.home")}</a>
        </p>
      ) : null}
    </div>
  );
}
