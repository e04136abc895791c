/** Where the dismissals are kept: 'Close' for the visit (sessionStorage), 'Hide for today' until midnight (localStorage). */
export const POPUP_KEYS = { closed: "popupClosed", hiddenUntil: "popupHiddenUntil" } as const;

/** Set on <html> by the head script, before the first paint, when the notice is to be shown. */
export const NOTICE_SHOWN_ATTRIBUTE = "data-notice-shown";

/** The next local midnight after `now`: 'Hide for today' lasts until then. */
export function nextLocalMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}

/** Self-contained: it is serialised into the inline head script. */
export function isPopupHidden(
  now: Date,
  local: Pick<Storage, "getItem">,
  session: Pick<Storage, "getItem">,
  keys: { closed: string; hiddenUntil: string },
): boolean {
  if (session.getItem(keys.closed)) return true;
  return now.getTime() < Number(local.getItem(keys.hiddenUntil) ?? 0);
}

/** The days of the notice are days in Korea, where the company announces them. */
export const NOTICE_TIME_ZONE = "Asia/Seoul";

/** Self-contained: it is serialised into the inline head script. Whether `now` is a day from `from` to `until` (YYYY-MM-DD) in `timeZone`. */
export function isNoticeDue(now: Date, period: { from: string; until?: string }, timeZone: string): boolean {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return today >= period.from && (period.until === undefined || today <= period.until);
}
