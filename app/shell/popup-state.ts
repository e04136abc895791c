export const POPUP_HIDDEN_UNTIL_KEY = "popupHiddenUntil";
export const POPUP_CLOSED_KEY = "popupClosed";

/** The next local midnight after `now`: 'Hide for today' lasts until then. */
export function nextLocalMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}

export function isPopupHidden(now: Date, local: Pick<Storage, "getItem">, session: Pick<Storage, "getItem">): boolean {
  if (session.getItem(POPUP_CLOSED_KEY)) return true;
  return now.getTime() < Number(local.getItem(POPUP_HIDDEN_UNTIL_KEY) ?? 0);
}
