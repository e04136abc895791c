import type { Route } from "./+types/media.ir";
import { AnnouncementBoard } from "#app/components/announcement-board";
import { BoardList } from "#app/components/board-list";
import { ContactList } from "#app/components/contact-list";
import { DownloadLink } from "#app/components/download-link";
import { IrCalendar } from "#app/components/ir-calendar";
import { OwnershipChart } from "#app/components/ownership-chart";
import { PageHero } from "#app/components/page-hero";
import { PageLink } from "#app/components/page-link";
import { Section } from "#app/components/section";
import { MajorHolderTable, ShareholderTable } from "#app/components/shareholder-table";
import { SmartLink } from "#app/components/smart-link";
import { StatementTable } from "#app/components/statement-table";
import { irPage } from "#app/content/investor-relations.server";
import { localizedPath, requestLocale } from "#app/i18n/paths";
import { irCsvPaths } from "#app/site/investor-relations";
import { pageTitle } from "#app/site/page-text";
import { seoMeta } from "#app/site/seo";
import { KeptMarkup } from "#app/shell/kept-markup";
import { keepOnServer } from "#app/shell/kept-markup.server";
import { useSite } from "#app/shell/use-site";

/** The board's and the calendar's prose is in the markup only: the browser keeps it rather than hydrate it from JSON. */
export async function loader(args: Route.LoaderArgs) {
  return keepOnServer(args, irPage(requestLocale(args.request)), ["board", "events"]);
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, "media-ir");

const sections = ["financials", "shareholders", "board", "announcements", "calendar", "contact"] as const;

export default function InvestorRelations({ loaderData: ir }: Route.ComponentProps) {
  const { t, locale, company } = useSite();
  const sectionTitle = (id: (typeof sections)[number]) => t(`ir.${id}.title`);
  return (
    <>
      <PageHero eyebrow={t("area.investors")} title={pageTitle(t, "media-ir")} lead={t("ir.lead")} />
      <nav className="container page-toc" aria-label={t("ir.onThisPage")}>
        <ul>
          {sections.map((id) => (
            <li key={id}><a href={`#${id}`}>{sectionTitle(id)}</a></li>
          ))}
        </ul>
      </nav>
      <Section id="financials" title={sectionTitle("financials")} className="section--rendered">
        <p className="lede">{t("ir.financials.intro")}</p>
        <p className="sample-note">{t("ir.sampleNotice")}</p>
        <StatementTable caption={t("ir.balanceSheet")} statement={ir.balanceSheet} />
        <DownloadLink href={localizedPath(irCsvPaths["balance-sheet"], locale)}>{t("ir.download.balanceSheet")}</DownloadLink>
        <StatementTable caption={t("ir.incomeStatement")} statement={ir.incomeStatement} />
        <DownloadLink href={localizedPath(irCsvPaths["income-statement"], locale)}>{t("ir.download.incomeStatement")}</DownloadLink>
      </Section>
      <Section id="shareholders" title={sectionTitle("shareholders")} className="section--tinted section--rendered">
        <OwnershipChart shareholders={ir.shareholders} />
        <ShareholderTable shareholders={ir.shareholders} />
        <DownloadLink href={localizedPath(irCsvPaths.shareholders, locale)}>{t("ir.download.shareholders")}</DownloadLink>
        <h3>{t("ir.majorHolders.title")}</h3>
        <MajorHolderTable shareholders={ir.shareholders} />
      </Section>
      <Section id="board" title={sectionTitle("board")} className="section--rendered">
        <p className="lede">{t("ir.board.intro")}</p>
        <KeptMarkup name="board" value={ir.board}>{(board) => <BoardList members={board} />}</KeptMarkup>
      </Section>
      <Section id="announcements" title={sectionTitle("announcements")} className="section--tinted section--rendered">
        <p className="lede">{t("ir.announcements.intro")}</p>
        <AnnouncementBoard items={ir.announcements} />
      </Section>
      <Section id="calendar" title={sectionTitle("calendar")} className="section--rendered">
        <p className="lede">{t("ir.calendar.intro")}</p>
        <IrCalendar events={ir.events} />
      </Section>
      <Section id="contact" title={sectionTitle("contact")} className="section--tinted section--rendered">
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
