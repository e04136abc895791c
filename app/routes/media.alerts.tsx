import type { Route } from "./+types/media.alerts";
import { AlertSignupForm } from "#app/components/alert-signup-form";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { CONFIRMATION_HOURS } from "#app/alerts/topics";
import { presetTopic, SIGNED_UP_MARK } from "#app/alerts/signup-form";
import { signUpForAlerts } from "#app/alerts/signup.server";
import { formTokenContext } from "#app/forms/form-token.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { useLanguage } from "#app/shell/use-language";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    token: context.get(formTokenContext)(),
    topic: presetTopic(url.searchParams.get("topic")),
    sent: url.searchParams.get("sent") === SIGNED_UP_MARK,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return signUpForAlerts(request, context, requestLocale(request));
}

/** A refusal's Retry-After (rate limit, database unavailable) reaches the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = (args) => seoMeta(args, "media-alerts");

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("area.investors")} title={pageTitle(t, "media-alerts")} lead={t("alerts.lead")} />
      <div className="container section">
        {loaderData.sent && !actionData ? (
          <div className="inquiry-done" role="status">
            <h2>{t("alerts.sent.title")}</h2>
            <p>{t("alerts.sent.text", { hours: CONFIRMATION_HOURS })}</p>
            <PageLink page="media-alerts" className="button button--ghost">{t("alerts.sent.again")}</PageLink>
          </div>
        ) : (
          <>
            <p className="lede">{t("alerts.terms")}</p>
            <AlertSignupForm token={loaderData.token} presetTopic={loaderData.topic} rejected={actionData} />
          </>
        )}
      </div>
    </>
  );
}
