import type { Route } from "./+types/privacy";
import { FormattedDate } from "#app/components/formatted-date";
import { PageHero } from "#app/components/page-hero";
import { PageTabs } from "#app/components/page-tabs";
import { Prose } from "#app/components/prose";
import { privacyPolicy, type PrivacyPolicyId } from "#app/content/privacy.server";
import { requestLocale, requestPath, unlocalizedPath } from "#app/i18n/paths";
import { privacyPages } from "#app/site/navigation";
import { pageTitle } from "#app/site/page-text";
import { pageIdAt } from "#app/site/pages";
import { seoMeta } from "#app/site/seo";
import { useSite } from "#app/shell/use-site";

const policyByPage: Record<(typeof privacyPages)[number], PrivacyPolicyId> = {
  "privacy-general": "general",
  "privacy-fixed-video": "fixed-video",
  "privacy-mobile-video": "mobile-video",
  "privacy-general-previous": "general-previous",
};

function pageOf(pathname: string) {
  const page = pageIdAt(unlocalizedPath(pathname));
  if (!page || !(page in policyByPage)) throw new Error(`No privacy policy at ${pathname}`);
  return page as keyof typeof policyByPage;
}

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageOf(requestPath(request));
  return { page, policy: privacyPolicy(policyByPage[page], requestLocale(request)) };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? seoMeta(args, args.loaderData.page) : []);

export default function PrivacyPolicy({ loaderData: { page, policy } }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <>
      <PageHero eyebrow={t("footer.policies")} title={pageTitle(t, page)} />
      <div className="container section privacy">
        <PageTabs pages={privacyPages} current={page} label={t("footer.policies")} />
        <p className="privacy__effective">
          {t("privacy.effectiveFrom")} <FormattedDate iso={policy.effectiveFrom} />
          {policy.effectiveUntil ? <> – <FormattedDate iso={policy.effectiveUntil} /></> : null}
        </p>
        <Prose html={policy.html} />
      </div>
    </>
  );
}
