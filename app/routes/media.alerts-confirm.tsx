import type { Route } from "./+types/media.alerts-confirm";
import { Form } from "react-router";
import { AlertLinkNotice } from "#app/components/alert-link-notice";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { SubscriptionSummary } from "#app/components/subscription-summary";
import { alertServiceContext } from "#app/alerts/context";
import { ALERT_LINK_PAGE_HEADERS, ALERT_TOKEN_PARAM, alertLinkPageMeta } from "#app/alerts/link-pages";
import { linkPageAnswer, linkToken } from "#app/alerts/link-pages.server";
import { pageTitle } from "#app/site/page-text";
import { useLanguage } from "#app/shell/use-language";

/** Shows what the link confirms: mail scanners open links, so only the visitor's post confirms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const subscription = token ? await context.get(alertServiceContext).confirmable(token) : null;
  return linkPageAnswer(token, subscription ? { kind: "confirmable" as const, subscription } : { kind: "bad" as const });
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = linkToken(request);
  const confirmed = token ? await context.get(alertServiceContext).confirm(token) : null;
  return linkPageAnswer(token, confirmed ? { kind: "confirmed" as const, manageToken: confirmed.manageToken } : { kind: "bad" as const });
}

export const headers: Route.HeadersFunction = () => ALERT_LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = (args) => alertLinkPageMeta(args, "media-alerts-confirm");

export default function ConfirmAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const state = actionData ?? loaderData;
  return (
    <>
      <PageHero eyebrow={t("area.investors")} title={pageTitle(t, "media-alerts-confirm")} />
      <div className="container section">
        {state.kind === "bad" ? <AlertLinkNotice kind="bad" link="confirmation" /> : null}
        {state.kind === "confirmable" ? (
          <>
            <p className="lede">{t("alerts.confirm.intro")}</p>
            <SubscriptionSummary subscription={state.subscription} />
            <Form method="post">
              <button type="submit" className="button button--primary">{t("alerts.confirm.button")}</button>
            </Form>
          </>
        ) : null}
        {state.kind === "confirmed" ? (
          <div className="inquiry-done" role="status">
            <h2>{t("alerts.confirmed.title")}</h2>
            <p>{t("alerts.confirmed.text")}</p>
            <PageLink page="media-alerts-manage" query={{ [ALERT_TOKEN_PARAM]: state.manageToken }} className="button button--ghost">
              {t("alerts.manageLink")}
            </PageLink>
          </div>
        ) : null}
      </div>
    </>
  );
}
