import type { HomeNotice } from "#app/content/notice";
import { NOTICE_SHOWN_ATTRIBUTE, POPUP_KEYS, nextLocalMidnight } from "#app/shell/popup-state";
import { useLanguage } from "#app/shell/use-language";
import { SiteLink } from "./site-link";

/**
 * The home page's notice (content/notice.json), in the page's flow beside the hero text so that it never covers a
 * control. The head script decides before the first paint whether it shows (see boot-script.ts): within its days and
 * not dismissed. 'Close' hides it for the visit, 'Hide for today' until local midnight.
 */
export function NoticePopup({ notice }: { notice: HomeNotice }) {
  const { t } = useLanguage();
  const dismiss = (storage: Storage, key: string, value: string) => {
    storage.setItem(key, value);
    document.documentElement.removeAttribute(NOTICE_SHOWN_ATTRIBUTE);
  };
  const close = () => dismiss(sessionStorage, POPUP_KEYS.closed, "1");
  const hideForToday = () => dismiss(localStorage, POPUP_KEYS.hiddenUntil, String(nextLocalMidnight(new Date())));
  return (
    <section className="notice-popup" aria-labelledby="notice-popup-title">
      <p className="notice-popup__eyebrow">{t("popup.eyebrow")}</p>
      <h2 id="notice-popup-title" className="notice-popup__title">{notice.title}</h2>
      <p className="notice-popup__summary">{notice.text}</p>
      {notice.href ? (
        <SiteLink to={notice.href} className="notice-popup__more" onClick={close}>
          {t("popup.readMore")}
          <span className="visually-hidden">: {notice.title}</span>
        </SiteLink>
      ) : null}
      <div className="notice-popup__actions">
        <button type="button" onClick={hideForToday}>{t("popup.hideToday")}</button>
        <button type="button" onClick={close}>{t("popup.close")}</button>
      </div>
    </section>
  );
}
