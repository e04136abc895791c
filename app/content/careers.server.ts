import noticesJson from "../../content/careers/notices.json";
import positionsJson from "../../content/careers/positions.json";
import type { Locale } from "#app/i18n/locales";
import { isPositionOpen, isPostedPositionOpen, positionIn, positionSummary } from "./careers";
import { recruitingNoticeIn } from "./recruiting-notices";
import { parsedContentFile } from "./content-files";
import { contentInEveryLanguage } from "./load.server";

const { positions } = parsedContentFile("content/careers/positions.json", positionsJson);
const { notices } = parsedContentFile("content/careers/notices.json", noticesJson);

const names = { fields: contentInEveryLanguage("careers").fields, offices: contentInEveryLanguage("offices") };

/** The positions open on the day `now` is in Korea, newest first: the careers page lists them, the sitemap has their pages. */
export const openPositions = (now = new Date()) => positions.filter((position) => isPositionOpen(position, now));

/**
 * The careers page's open positions and recruiting notices in one language. A position is listed while it is open on
 * the day the page is rendered; the page, prerendered, marks one closed since then in the visitor's browser.
 */
export function careersBoard(locale: Locale, now = new Date()) {
  return {
    positions: openPositions(now).map((position) => positionSummary(positionIn(position, locale, names))),
    notices: notices.map((notice) => recruitingNoticeIn(notice, locale)),
  };
}

/**
 * A position's own page by `?id=`, once posted: open, or closed since (an address shared earlier still says what it
 * was, and that it is closed). Null for an id the content does not have, or a position not posted yet.
 */
export function positionPage(locale: Locale, search: URLSearchParams, now = new Date()) {
  const position = positions.find((candidate) => candidate.id === search.get("id"));
  if (!position || !isPositionOpen({ opened: position.opened }, now)) return null;
  const office = names.offices.find((candidate) => candidate.id === position.office)!;
  return {
    position: positionIn(position, locale, names),
    open: isPostedPositionOpen(position.closes ?? null, now),
    workplace: { address: office.address[locale], country: office.country.toUpperCase() },
  };
}
