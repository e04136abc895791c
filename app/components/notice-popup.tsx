import { useEffect, useState } from "react";
import { POPUP_CLOSED_KEY, POPUP_HIDDEN_UNTIL_KEY, isPopupHidden, nextLocalMidnight } from "#app/shell/popup-state";
import { useSite } from "#app/shell/use-site";
import { PageLink } from "./page-link";

/** Announces the latest news once per visit; 'Hide for today' keeps it away until local midnight. */
export function NoticePopup() {
  const { t, notice } = useSite();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(!isPopupHidden(new Date(), localStorage, sessionStorage)), []);
  if (!notice || !open) return null;
  const hideForToday = () => {
    localStorage.setItem(POPUP_HIDDEN_UNTIL_KEY, String(nextLocalMidnight(new Date())));
    setOpen(false);
  };
  const close = () => {
    sessionStorage.setItem(POPUP_CLOSED_KEY, "1");
    setOpen(false);
  };
  return (
    <section className="notice-popup" role="dialog" aria-labelledby="notice-popup-title">
      <p className="notice-popup__eyebrow">{t("popup.eyebrow")}</p>
      <h2 id="notice-popup-title" className="notice-popup__title">{notice.title}</h2>
      <p className="notice-popup__summary">{notice.summary}</p>
      <PageLink page="media-news-view" query={{ id: notice.id }} className="notice-popup__more" onClick={close}>
        {t("popup.readMore")}
        <span className="visually-hidden">: {notice.title}</span>
      </PageLink>
      <div className="notice-popup__actions">
        <button type="button" onClick={hideForToday}>{t("popup.hideToday")}</button>
        <button type="button" onClick={close}>{t("popup.close")}</button>
      </div>
    </section>
  );
}
