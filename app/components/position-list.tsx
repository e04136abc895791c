import { isPostedPositionOpen, positionSearch, type PositionSummary, type PositionView } from "#app/content/careers";
import { pagePath } from "#app/site/urls";
import { useBrowserValue } from "#app/shell/use-browser-value";
import { useLanguage } from "#app/shell/use-language";
import { formatDate } from "#app/i18n/format";
import { SmartLink } from "#app/components/smart-link";
import { TextList } from "#app/components/text-list";
import { SiteLink } from "#app/components/site-link";

/**
 * Whether a position still takes applications: `open` as the page was rendered (a prerendered list has open ones
 * only), then, in the browser, until its last day in Korea; after it the position says it is closed until the next
 * build leaves it out.
 */
function useIsOpen(closes: string | null, open: boolean) {
  return useBrowserValue(() => open && isPostedPositionOpen(closes, new Date()), open);
}

/** The way to apply while a position is open, named for it; that it is closed once its last day has passed. */
export function ApplyOrClosed({ position, open }: { position: Pick<PositionView, "title" | "closes">; open: boolean }) {
  const { t, company } = useLanguage();
  if (!useIsOpen(position.closes, open)) return <p className="position__closed">{t("media.careers.closed")}</p>;
  return (
    <SmartLink href={company.careersUrl} className="button button--primary">
      {t("media.careers.apply")}
      <span className="visually-hidden">: {position.title}</span>
    </SmartLink>
  );
}

/** Its field of work, employment and experience, as tags. */
function PositionTags({ position }: { position: PositionSummary }) {
  const { t } = useLanguage();
  return (
    <p className="position__tags">
      <span className="tag">{position.field}</span>
      <span className="tag tag--quiet">{t(`careers.employment.${position.employment}`)}</span>
      <span className="tag tag--quiet">{t(`careers.experience.${position.experience}`)}</span>
    </p>
  );
}

/** Where the position is, and until when. */
function PositionWhere({ position }: { position: PositionSummary }) {
  const { t, locale } = useLanguage();
  return (
    <p className="position__meta">
      <span>{position.office}</span>
      <span>{position.closes ? t("media.careers.closes", { date: formatDate(position.closes, locale) }) : t("media.careers.untilFilled")}</span>
    </p>
  );
}

/** The open positions, newest first, each with its summary, a link to its page and a way to apply; or that none is open. */
export function PositionList({ positions }: { positions: readonly PositionSummary[] }) {
  const { t, locale } = useLanguage();
  if (positions.length === 0) return <p>{t("media.careers.noPositions")}</p>;
  return (
    <ul className="position-list">
      {positions.map((position) => (
        <li key={position.id} id={`position-${position.id}`} className="position">
          <PositionTags position={position} />
          <h3 className="position__title">
            <SiteLink to={pagePath("media-recruit-view", locale) + positionSearch(position.id)}>{position.title}</SiteLink>
          </h3>
          <PositionWhere position={position} />
          <p>{position.summary}</p>
          <ApplyOrClosed position={position} open />
        </li>
      ))}
    </ul>
  );
}

/** A position's own page, under its title and summary: what it is, what the work is, what it asks for, and how to apply. */
export function PositionDetail({ position, open }: { position: PositionView; open: boolean }) {
  const { t, locale } = useLanguage();
  return (
    <div className="container section position-page">
      <PositionTags position={position} />
      <PositionWhere position={position} />
      <p className="article-date">{t("media.careers.posted", { date: formatDate(position.opened, locale) })}</p>
      <h2>{t("media.careers.duties")}</h2>
      <TextList items={position.duties} className="fact-list" />
      <h2>{t("media.careers.requirements")}</h2>
      <TextList items={position.requirements} className="fact-list" />
      <div className="position-page__actions" data-nosnippet="">
        <ApplyOrClosed position={position} open={open} />
        <SiteLink to={`${pagePath("media-recruit", locale)}#position-${position.id}`} className="button button--ghost">
          {t("media.careers.allPositions")}
        </SiteLink>
      </div>
    </div>
  );
}
