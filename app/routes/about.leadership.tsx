import type { Route } from "./+types/about.leadership";
import { PageHero } from "#app/components/page-hero";
import { Paragraphs } from "#app/components/paragraphs";
import { Section } from "#app/components/section";
import { leadershipSections } from "#app/sections/leadership.server";
import { shownContentIn } from "#app/content/load.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

/** The team's cards, with their portraits, are markup rendered on the server, which the browser keeps. */
export async function loader(args: Route.LoaderArgs) {
  const locale = requestLocale(args.request);
  return keepRenderedSections(args, { message: shownContentIn("leadership", locale).message }, leadershipSections(locale));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "about-leadership");

export default function Leadership({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const { message } = loaderData;
  return (
    <>
      <PageHero eyebrow={t("area.about")} title={pageTitle(t, "about-leadership")} lead={message.heading} />
      <Section title={t("leadership.message")}>
        <Paragraphs items={message.paragraphs} className="lede" />
        <p className="signature">{message.signature}</p>
      </Section>
      <Section title={t("leadership.team")} className="section--tinted">
        <KeptHtml name="team" html={loaderData.team} />
      </Section>
    </>
  );
}
