import type { Route } from "./+types/media.ir";
import { AlertSignupForm } from "#app/components/alert-signup-form";
import { AnnouncementFilterStyle } from "#app/components/announcement-board";
import { ContactList } from "#app/components/contact-list";
import { IrCalendarSubscription } from "#app/components/ir-calendar";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { PageToc } from "#app/components/page-toc";
import { Section } from "#app/components/section";
import { SmartLink } from "#app/components/smart-link";
import { irPage } from "#app/content/investor-relations.server";
import { irSections } from "#app/sections/investor-relations.server";
import { useFreshFormTokens } from "#app/forms/use-fresh-form-tokens";
import { sampleFiguresSection } from "#app/sections/sample-figures.server";
import { requestLocale } from "#app/i18n/paths";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { KeptHtml } from "#app/shell/kept-markup";
import { keepRenderedSections } from "#app/shell/kept-markup.server";
import { useLanguage } from "#app/shell/use-language";

/**
 * The statements, the shareholders, the board, the announcements and the calendar's events are markup rendered on the
 * server, which the browser keeps: neither their prose nor their components travel as JavaScript. The e-mail alerts'
 * sign-up form is kept markup too, a plain HTML form posted to the sign-up page. The page is prerendered, the same for
 * every visitor, so the form's token is fetched once the page runs (useFreshFormTokens).
 */
export async function loader(args: Route.LoaderArgs) {
  const ir = irPage(requestLocale(args.request));
  const signup = <AlertSignupForm token="" presetTopic={null} />;
  return keepRenderedSections(args, { sampleFigures: ir.sampleFigures }, { contents: <Contents />, ...irSections(ir), ...sampleFiguresSection(ir.sampleFigures), signup });
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "media-ir");

const sections = ["financials", "shareholders", "board", "announcements", "calendar", "alerts", "contact"] as const;

function useSectionTitle() {
  const { t } = useLanguage();
  return (id: (typeof sections)[number]) => (id === "alerts" ? pageTitle(t, "media-alerts") : t(`ir.${id}.title`));
}

/** The page's contents, kept markup as the sections are. */
function Contents() {
  const sectionTitle = useSectionTitle();
  return <PageToc sections={sections.map((id) => ({ id, title: sectionTitle(id) }))} />;
}

export default function InvestorRelations({ loaderData: ir }: Route.ComponentProps) {
  const { t, company } = useLanguage();
  const sectionTitle = useSectionTitle();
  useFreshFormTokens();
  return (
    <>
      <PageHero eyebrow={t("area.investors")} title={pageTitle(t, "media-ir")} lead={t("ir.lead")} />
      <KeptHtml name="contents" html={ir.contents} />
      {ir.sampleFigures ? <KeptHtml name="sampleFiguresNote" html={ir.sampleFiguresNote} /> : null}
      <Section id="financials" title={sectionTitle("financials")}>
        <p className="lede">{t("ir.financials.intro")}</p>
        <KeptHtml name="financials" html={ir.financials} />
      </Section>
      <Section id="shareholders" title={sectionTitle("shareholders")} className="section--tinted">
        <KeptHtml name="shareholders" html={ir.shareholders} />
      </Section>
      <Section id="board" title={sectionTitle("board")}>
        <p className="lede">{t("ir.board.intro")}</p>
        <KeptHtml name="board" html={ir.board} />
      </Section>
      <Section id="announcements" title={sectionTitle("announcements")} className="section--tinted">
        <p className="lede">{t("ir.announcements.intro")}</p>
        <AnnouncementFilterStyle />
        <KeptHtml name="announcements" html={ir.announcements} />
      </Section>
      <Section id="calendar" title={sectionTitle("calendar")}>
        <p className="lede">{t("ir.calendar.intro")}</p>
        <IrCalendarSubscription />
        <KeptHtml name="events" html={ir.events} />
      </Section>
      <Section id="alerts" title={sectionTitle("alerts")} className="section--tinted">
        <p className="lede">{t("alerts.ir.intro")}</p>
        <KeptHtml name="signup" html={ir.signup} />
      </Section>
      <Section id="contact" title={sectionTitle("contact")}>
        <p className="lede">{t("ir.contact.text")}</p>
        <ContactList
          rows={[
            { label: t("contact.email"), value: <SmartLink href={`mailto:${company.prIrEmail}`}>{company.prIrEmail}</SmartLink> },
            { label: t("contact.telephone"), value: <SmartLink href={`tel:${company.telephone}`}>{company.telephone}</SmartLink> },
          ]}
        />
        <PageLink page="about-contact" className="button button--ghost">{t("ir.contact.inquiry")}</PageLink>
      </Section>
    </>
  );
}
