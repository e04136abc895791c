import type { Route } from "./+types/privacy";
import { FormattedDate } from "#app/components/formatted-date";
import { PageHero } from "#app/components/page-hero";
import { PageTabs } from "#app/components/page-tabs";
import { Prose } from "#app/components/prose";
import { privacyPolicy, type PrivacyPolicyId } from "#app/content/privacy.server";
import { requestLocale, requestPath, unlocalizedPath } from "#app/i18n/paths";
import { earlierPrivacyPages, privacyPages } from "#app/site/navigation";
import { pageTitle } from "#app/site/page-text";
import { pageIdAt } from "#app/site/pages";
import { seoMeta } from "#app/site/seo";
import { KeptMarkup } from "#app/shell/kept-markup";
import { keepOutOfHydration } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

const policyByPage: Record<(typeof privacyPages)[number] | (typeof earlierPrivacyPages)[number], PrivacyPolicyId> = {
  "privacy-general": "general",
  "privacy-fixed-video": "fixed-video",
  "privacy-mobile-video": "mobile-video",
  "privacy-general-2022": "general-2022",
  "privacy-general-2019": "general-2019",
};

function pageOf(pathname: string) {
  const page = pageIdAt(unlocalizedPath(pathname));
  if (!page || !(page in policyByPage)) throw new Error(`No privacy policy at ${pathname}`);
  return page as keyof typeof policyByPage;
}

/** The policy's text is kept markup: the browser keeps the server's rather than hydrate it from JSON. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageOf(requestPath(args.request));
  const { html, ...policy } = privacyPolicy(policyByPage[page], requestLocale(args.request));
  return keepOutOfHydration(args, { page, policy, html }, ["html"]);
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? seoMeta(args, args.loaderData.page) : []);

export default function PrivacyPolicy({ loaderData: { page, policy, html } }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("footer.policies")} title={pageTitle(t, page)} />
      <div className="container section privacy">
        <PageTabs pages={privacyPages} current={page} label={t("footer.policies")} />
        <p className="privacy__effective">
          {t("privacy.effectiveFrom")} <FormattedDate iso={policy.effectiveFrom} />
          {policy.effectiveUntil ? <> – <FormattedDate iso={policy.effectiveUntil} /></> : null}
        </p>
        <KeptMarkup name="html" value={html}>{(body) => <Prose html={body} />}</KeptMarkup>
      </div>
    </>
  );
}
