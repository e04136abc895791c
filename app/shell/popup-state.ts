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
