import type { Route } from "./+types/home";
import { NoticePopup } from "#app/components/notice-popup";
import { PageLink } from "#app/components/page-link";
import { homePage } from "#app/content/home.server";
import { homeSections } from "#app/sections/home.server";
import { requestLocale } from "#app/i18n/paths";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

/** Below the hero and its notice, the page is markup rendered on the server, which the browser keeps. */
export async function loader(args: Route.LoaderArgs) {
  const { hero, notice, ...sections } = homePage(requestLocale(args.request));
  return keepRenderedSections(args, { hero, notice }, homeSections(sections));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "home");

export default function Home({ loaderData: { hero, notice, home } }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <header className="home-hero">
        <div className="container home-hero__inner">
          <div>
            <p className="home-hero__eyebrow">{hero.eyebrow}</p>
            <h1 className="home-hero__title">{hero.title}</h1>
            <p className="home-hero__lead">{hero.lead}</p>
            <p className="home-hero__actions">
              <PageLink page="about-company" className="button button--primary">{t("home.cta.about")}</PageLink>
              <PageLink page="about-contact" className="button button--ghost">{t("home.cta.contact")}</PageLink>
            </p>
          </div>
          {notice ? <NoticePopup notice={notice} /> : null}
        </div>
      </header>

      <KeptHtml name="home" html={home} />
    </>
  );
}
