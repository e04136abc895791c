import type { Route } from "./+types/media.social";
import { PageHero } from "#app/components/page-hero";
import { SmartLink } from "#app/components/smart-link";
import { pageDescriptionKey, pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { useLanguage } from "#app/shell/use-language";

export const meta: Route.MetaFunction = (args) => seoMeta(args, "media-social");

/** The company's social channels: plain links out through the link guard, and no embed: nothing loads from the networks. */
export default function Social() {
  const { t, company } = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("area.media")} title={pageTitle(t, "media-social")} lead={t(pageDescriptionKey("media-social"))} />
      <div className="container section">
        <p className="lede">{t("media.social.intro")}</p>
        <ul className="card-grid social-channels">
          {company.socialChannels.map((channel) => {
            const network = t(`media.social.network.${channel.network}`);
            return (
              <li key={channel.network} className="card">
                <h2 className="card__title">{network}</h2>
                <p>{t(`media.social.about.${channel.network}`)}</p>
                <p className="social-channels__address">{new URL(channel.url).host + new URL(channel.url).pathname}</p>
                <p className="social-channels__link">
                  <SmartLink href={channel.url}>{t("media.social.visit", { network })}</SmartLink>
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
