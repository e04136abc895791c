import { memo } from "react";
import { useDisclosure } from "#app/shell/use-disclosure";
import { useLanguage } from "#app/shell/use-language";
import { PageLink } from "./page-link";
import { SmartLink } from "./smart-link";

/** The floating quick menu on every page, opened and closed by its button. */
export const QuickMenu = memo(function QuickMenu() {
  const { t, company } = useLanguage();
  const { open, rootRef, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="quick-menu" ref={rootRef} data-open={open}>
      <ul {...panelProps} className="quick-menu__list" aria-label={t("quick.label")}>
        <li><PageLink page="about-contact">{t("quick.contact")}</PageLink></li>
        <li><PageLink page="media-news">{t("quick.news")}</PageLink></li>
        <li><SmartLink href={company.technicalSupportUrl}>{t("quick.support")}</SmartLink></li>
      </ul>
      <button {...buttonProps} className="quick-menu__button">
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" /></svg>
        <span className="visually-hidden">{t("quick.label")}</span>
      </button>
    </div>
  );
});
