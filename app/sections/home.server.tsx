import type { CSSProperties } from "react";
import { BulletinList } from "#app/components/bulletin-board";
import { OrganizationData } from "#app/components/organization-data";
import { PackageImage } from "#app/components/package-image";
import { PageLink } from "#app/components/page-link";
import { Section } from "#app/components/section";
import { TextList } from "#app/components/text-list";
import { gatewayPageOf } from "#app/site/technology";
import { useLanguage } from "#app/shell/use-language";
import type { homePage } from "#app/content/home.server";

type HomeSectionsProps = Omit<ReturnType<typeof homePage>, "hero" | "notice">;

/** The home page below its hero, which has no behaviour in the browser, for `keepRenderedSections`. */
export function homeSections(page: HomeSectionsProps) {
  return { home: <HomeSections {...page} /> };
}

function HomeSections({ story, highlights, areas, news, locations }: HomeSectionsProps) {
  const { t } = useLanguage();
  const locationCount = locations.reduce((sum, group) => sum + group.places.length, 0);
  return (
    <>
      <OrganizationData />
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
              <PackageImage image={product.image} className="card__image" />
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

      <PinnedStory story={story} />

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

/**
 * Pinned while the visitor scrolls through twice the viewport's height; the scroll position advances the steps (CSS
 * scroll-driven animations). Under reduced motion, or in a browser without scroll-driven animations, the steps stand
 * in the page's flow.
 */
function PinnedStory({ story }: Pick<HomeSectionsProps, "story">) {
  return (
    <section className="pin-track" aria-labelledby="story-title">
      <div className="fixed-section">
        <div className="container">
          <h2 id="story-title" className="section__title">{story.heading}</h2>
          <div className="story-progress" aria-hidden="true" />
          <ol className="story-steps">
            {story.steps.map((step, index) => (
              <li key={step.title} className="story-steps__item" style={stepShare(index, story.steps.length)}>
                <span className="story-steps__number" aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

/**
 * A step's share of the pinned range, in percent of it. The first step has come in long before the pin begins and the
 * last leaves long after it ends, both out of sight: on screen they are there from the start and stay to the end.
 */
function stepShare(index: number, count: number) {
  const boundary = (step: number) => `${((step * 100) / count).toFixed(2)}%`;
  return {
    "--from": index === 0 ? "-100%" : boundary(index),
    "--to": index === count - 1 ? "200%" : boundary(index + 1),
  } as CSSProperties;
}
