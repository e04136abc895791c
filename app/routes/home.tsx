import type { Route } from "./+types/home";
import { PageLink } from "#app/components/page-link";
import { BulletinList } from "#app/components/bulletin-board";
import { NoticePopup } from "#app/components/notice-popup";
import { OrganizationData } from "#app/components/organization-data";
import { Section } from "#app/components/section";
import { latestNews } from "#app/content/boards.server";
import { homeNotice } from "#app/content/notice.server";
import { siteContent } from "#app/content/site-content.server";
import { chipsIn } from "#app/content/technology.server";
import { gatewayPageOf } from "#app/site/technology";
import { requestLocale } from "#app/i18n/paths";
import { seoMeta } from "#app/site/seo";
import { useSite } from "#app/shell/use-site";
import { regionSchema } from "#app/content/schemas";
import { TextList } from "#app/components/text-list";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const offices = siteContent("offices", locale);
  const locations = regionSchema.options.map((region) => ({
    region,
    places: [...new Set(offices.filter((office) => office.region === region).map((office) => office.location))],
  }));
  const home = siteContent("home", locale);
  const chips = chipsIn(locale);
  const highlights = home.highlights.map(({ product, facts }) => {
    const chip = chips.find((entry) => entry.id === product);
    if (!chip) throw new Error(`Home highlights an unknown product "${product}"`);
    return { id: chip.id, name: chip.name, area: chip.area, tagline: chip.tagline, page: chip.page, facts };
  });
  return {
    home,
    highlights,
    areas: siteContent("businessAreas", locale),
    news: latestNews(locale, 3),
    notice: homeNotice(locale),
    locations,
  };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "home");

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useSite();
  const { home, highlights, areas, news, notice, locations } = loaderData;
  const locationCount = locations.reduce((sum, group) => sum + group.places.length, 0);
  return (
    <>
      <OrganizationData />
      <header className="home-hero">
        <div className="container home-hero__inner">
          <div>
            <p className="home-hero__eyebrow">{home.hero.eyebrow}</p>
            <h1 className="home-hero__title">{home.hero.title}</h1>
            <p className="home-hero__lead">{home.hero.lead}</p>
            <p className="home-hero__actions">
              <PageLink page="about-about" className="button button--primary">{t("home.cta.about")}</PageLink>
              <PageLink page="about-contact" className="button button--ghost">{t("home.cta.contact")}</PageLink>
            </p>
          </div>
          {notice ? <NoticePopup notice={notice} /> : null}
        </div>
      </header>

      <Section title={t("home.areas.title")}>
        <ul className="card-grid card-grid--five">
          {areas.map((area) => (
            <li key={area.id} className="card">
              <h3 className="card__title">{area.name}</h3>
              <p>{area.summary}</p>
              <PageLink page={gatewayPageOf[area.id]} className="card__link">
                {t("home.areas.more")}
                <span className="visually-hidden">: {area.name}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t("home.highlights.title")} className="section--tinted">
        <ul className="card-grid">
          {highlights.map((product) => (
            <li key={product.id} className="card card--product">
              <p className="card__eyebrow">{areas.find((area) => area.id === product.area)?.name}</p>
              <h3 className="card__title">{product.name}</h3>
              <p>{product.tagline}</p>
              <ul className="fact-list">
                {product.facts.map((fact) => <li key={fact}>{fact}</li>)}
              </ul>
              <PageLink page={product.page} className="card__link">
                {t("gateway.viewChip")}
                <span className="visually-hidden">: {product.name}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </Section>

      <section className="pin-track" aria-labelledby="story-title">
        <div className="fixed-section">
          <div className="container">
            <h2 id="story-title" className="section__title">{home.story.heading}</h2>
            <ol className="story-steps">
              {home.story.steps.map((step, index) => (
                <li key={step.title} className="story-steps__item">
                  <span className="story-steps__number" aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <Section title={t("home.news.title")}>
        <BulletinList board="news" items={news} />
        <p><PageLink page="media-news" className="button button--ghost">{t("home.news.more")}</PageLink></p>
      </Section>

      <Section title={t("home.network.title", { count: locationCount })} className="section--dark">
        <div className="network">
          {locations.map((group) => (
            <div key={group.region} className="network__region">
              <h3>{t(`region.${group.region}`)}</h3>
              <TextList items={group.places} />
            </div>
          ))}
        </div>
        <p><PageLink page="about-global" className="button button--light">{t("home.network.more")}</PageLink></p>
      </Section>
    </>
  );
}
