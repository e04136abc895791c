import type { Route } from "./+types/about.history";
import { formatDate } from "#app/i18n/format";
import { PageHero } from "#app/components/page-hero";
import { Paragraphs } from "#app/components/paragraphs";
import { Section } from "#app/components/section";
import { shownContentIn } from "#app/content/load.server";
import { dateLocale } from "#app/i18n/locales";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { useLanguage } from "#app/shell/use-language";

export async function loader({ request }: Route.LoaderArgs) {
  return shownContentIn("history", requestLocale(request));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "about-history");

export default function History({ loaderData: history }: Route.ComponentProps) {
  const { t, locale } = useLanguage();
  const monthName = new Intl.DateTimeFormat(dateLocale[locale], { month: "short", timeZone: "UTC" });
  return (
    <>
      <PageHero
        eyebrow={t("area.about")}
        title={pageTitle(t, "about-history")}
        lead={t("history.lead", { founded: formatDate(history.founded, locale) })}
      />
      <Section title={t("history.intro")}>
        <Paragraphs items={history.intro} className="lede" />
      </Section>
      <Section title={t("history.milestones")} className="section--tinted">
        <ol className="timeline">
          {history.years.map((year) => (
            <li key={year.year} className="timeline__year">
              <h3 className="timeline__label">{year.year}</h3>
              <ul className="timeline__events">
                {year.events.map((event) => (
                  <li key={event.text}>
                    <span className="timeline__month">{monthName.format(new Date(Date.UTC(year.year, event.month - 1, 1)))}</span> {event.text}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
