import type { IrPage } from "#app/content/investor-relations.server";
import { announcementTypes, filingUrl } from "#app/site/investor-relations";
import { useLanguage } from "#app/shell/use-language";
import { FormattedDate } from "./formatted-date";
import { SmartLink } from "./smart-link";

type Announcement = IrPage["announcements"][number];
const choices = ["all", ...announcementTypes] as const;

/**
 * Rules that show only the chosen type's announcements, or its empty message. The filter is CSS (`:has`),
 * so it works before hydration and without JavaScript; the rules come from the list of types.
 */
const filterRules = announcementTypes
  .map(
    (type) =>
      `.announcements:has(input[value="${type}"]:checked) .announcement-list > li:not([data-type="${type}"]){display:none}` +
      `.announcements:has(input[value="${type}"]:checked) [data-empty-for="${type}"]{display:block}`,
  )
  .join("");

/**
 * The filter's rules, which React places in the document's head. They are apart from the board, which the server
 * sends as markup, where a style element would be out of place.
 */
export function AnnouncementFilterStyle() {
  return <style href="announcement-filter" precedence="default">{filterRules}</style>;
}

/**
 * The company's filings, newest first, filtered by type (with `AnnouncementFilterStyle` on the page); each title opens
 * the filing on DART in a new window.
 */
export function AnnouncementBoard({ items }: { items: readonly Announcement[] }) {
  const { t } = useLanguage();
  const count = (choice: (typeof choices)[number]) => (choice === "all" ? items.length : items.filter((item) => item.type === choice).length);
  return (
    <div className="announcements">
      <fieldset className="filter-chips">
        <legend>{t("ir.announcements.filter")}</legend>
        {choices.map((choice) => (
          <label key={choice} className="filter-chip">
            <input type="radio" name="announcement-type" value={choice} defaultChecked={choice === "all"} />
            <span>
              {choice === "all" ? t("ir.announcements.all") : t(`ir.type.${choice}`)} <span className="filter-chip__count">{count(choice)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <ul className="announcement-list">
        {items.map((item) => (
          <li key={item.receiptNumber} data-type={item.type} className="announcement">
            <p className="announcement__meta">
              <span className="tag">{t(`ir.type.${item.type}`)}</span> <FormattedDate iso={item.date} />
            </p>
            <p className="announcement__title">
              <SmartLink href={filingUrl(item.receiptNumber)}>{item.title}</SmartLink>
            </p>
          </li>
        ))}
      </ul>
      {announcementTypes
        .filter((type) => count(type) === 0)
        .map((type) => (
          <p key={type} className="empty-state announcements__empty" data-empty-for={type}>{t("ir.announcements.empty")}</p>
        ))}
    </div>
  );
}
