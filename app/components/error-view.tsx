import { localizedPath } from "#app/i18n/paths";
import type { Translate } from "#app/i18n/translator";
import { documentTitle } from "#app/site/seo";
import { useLanguage } from "#app/shell/use-language";
import { SearchForm } from "./search-form";

const heading = (t: Translate, status: number) =>
  t(status === 400 ? "error.badRequest.title" : status === 404 ? "error.notFound.title" : status === 405 ? "error.methodNotAllowed.title" : "error.server.title");

/**
 * The specification's error page, in the address's language. `detail` is the message of an error response; null
 * stands for an unexpected error, whose own message is not for visitors (in production React Router has already
 * replaced it with "Unexpected Server Error").
 */
export function ErrorView({ status, detail }: { status: number; detail: string | null }) {
  const { t, locale, company } = useLanguage();
  const title = heading(t, status);
  const message = detail ?? t("error.server.message");
  return (
    <div className="container error-view">
      <title>{documentTitle(title, company.name)}</title>
      <p className="error-view__status">{status}</p>
      <h1>{title}</h1>
      {message ? <p className="error-view__detail">{message}</p> : null}
      {status === 404 ? (
        <>
          <p>{t("error.notFound.search")}</p>
          <SearchForm variant="page" />
        </>
      ) : null}
      <p>
        <a href={localizedPath("/", locale)}>{t("error.home")}</a>
      </p>
    </div>
  );
}
