import { memo, useEffect, useState } from "react";
import { useLanguage } from "#app/shell/use-language";

export const BACK_TO_TOP_THRESHOLD_PX = 40;

export const BackToTop = memo(function BackToTop() {
  const { t } = useLanguage();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <button
      type="button"
      className="back-to-top"
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path fill="currentColor" d="m12 6 7 7-1.4 1.4-4.6-4.6V20h-2V9.8l-4.6 4.6L5 13z" /></svg>
      <span className="visually-hidden">{t("backToTop")}</span>
    </button>
  );
});
