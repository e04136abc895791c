import type { Route } from "./+types/media.alerts-manage";
import { AlertLinkNotice } from "#app/components/alert-link-notice";
import { AlertPreferencesForm } from "#app/components/alert-preferences-form";
import { PageHero } from "#app/components/page-hero";
import { alertServiceContext } from "#app/alerts/context";
import { ALERT_LINK_PAGE_HEADERS, alertLinkPageMeta } from "#app/alerts/link-pages";
import { leftOrBad, linkPageAnswer, linkToken } from "#app/alerts/link-pages.server";
import { changePreferences } from "#app/alerts/manage.server";
import { pageTitle } from "#app/site/page-text";
import { useLanguage } from "#app/shell/use-language";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const service = context.get(alertServiceContext);
  const subscription = token ? await service.subscription(token) : null;
  return linkPageAnswer(token, subscription ? { kind: "manage" as const, subscription } : await leftOrBad(service, token));
}

export async function action({ request, context }: Route.ActionArgs) {
  return changePreferences(request, context.get(alertServiceContext));
}

export const headers: Route.HeadersFunction = () => ALERT_LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = (args) => alertLinkPageMeta(args, "media-alerts-manage");

export default function ManageAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const state = actionData ?? loaderData;
  return (
    <>
      <PageHero eyebrow={t("area.investors")} title={pageTitle(t, "media-alerts-manage")} lead={state.kind === "manage" ? t("alerts.manage.intro") : undefined} />
      <div className="container section">
        {state.kind === "manage" ? <AlertPreferencesForm {...state} /> : <AlertLinkNotice kind={state.kind} link="subscription" />}
      </div>
    </>
  );
}
