import type { Route } from "./+types/media.alerts-unsubscribe";
import { Form } from "react-router";
import { AlertLinkNotice } from "#app/components/alert-link-notice";
import { PageHero } from "#app/components/page-hero";
import { alertServiceContext } from "#app/alerts/context";
import { ALERT_LINK_PAGE_HEADERS, alertLinkPageMeta } from "#app/alerts/link-pages";
import { leave, leftOrBad, linkPageAnswer, linkToken } from "#app/alerts/link-pages.server";
import { pageTitle } from "#app/site/page-text";
import { useLanguage } from "#app/shell/use-language";

/** Shows the one button that leaves: mail scanners open links, so only a post leaves. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const service = context.get(alertServiceContext);
  const subscription = token ? await service.subscription(token) : null;
  return linkPageAnswer(token, subscription ? { kind: "subscribed" as const, email: subscription.email } : await leftOrBad(service, token));
}

/**
 * Leaves, whoever posts: the page's button, or the mail provider's RFC 8058 one-click post (`List-Unsubscribe=One-Click`,
 * without cookies, Origin or form token), so the body is not read. Leaving twice answers as leaving once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = linkToken(request);
  return linkPageAnswer(token, await leave(context.get(alertServiceContext), token));
}

export const headers: Route.HeadersFunction = () => ALERT_LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = (args) => alertLinkPageMeta(args, "media-alerts-unsubscribe");

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const state = actionData ?? loaderData;
  return (
    <>
      <PageHero eyebrow={t("area.investors")} title={pageTitle(t, "media-alerts-unsubscribe")} />
      <div className="container section">
        {state.kind === "subscribed" ? (
          <Form method="post">
            <p className="lede">{t("alerts.unsubscribe.intro", { email: state.email })}</p>
            <button type="submit" className="button button--primary">{t("alerts.unsubscribe.button")}</button>
          </Form>
        ) : (
          <AlertLinkNotice kind={state.kind} link="subscription" />
        )}
      </div>
    </>
  );
}
