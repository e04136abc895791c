import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root";
import { localizedPath } from "#app/i18n/paths";
import { createTranslator } from "#app/i18n/translator";

/** The specification's error page; its English titles are the fallback when the shell failed too. */
export function ErrorView({ status, detail }: { status: number; detail: string }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const t = root ? createTranslator(root.messages, root.locale, root.company.name) : null;
  const notFound = status === 404;
  const heading = notFound ? (t?.("error.notFound.title") ?? "Page Not Found") : (t?.("error.server.title") ?? "Internal Server Error");
  return (
    <div className="error-view">
      <p className="error-view__status">{status}</p>
      <h1>{heading}</h1>
      {detail ? <p className="error-view__detail">{detail}</p> : null}
      {root ? (
        <p>
          <a href={localizedPath("/", root.locale)}>{t?.("error.home")}</a>
        </p>
      ) : null}
    </div>
  );
}
