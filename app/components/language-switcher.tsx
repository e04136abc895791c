import { useLocation } from "react-router";
import { LANGUAGE_STORAGE_KEY } from "#app/i18n/locale-preference";
import { htmlLang, localeNames, locales } from "#app/i18n/locales";
import { localizedPath, withoutTrailingSlash } from "#app/i18n/paths";
import { useDisclosure } from "#app/shell/use-disclosure";
import { useLanguage } from "#app/shell/use-language";
import { SiteLink } from "./site-link";

/** Moves the visitor to the same page in another language and remembers the choice. */
export function LanguageSwitcher() {
  const { locale, t } = useLanguage();
  const location = useLocation();
  const { rootRef, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="language-switcher" ref={rootRef}>
      <button {...buttonProps} className="language-switcher__button">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><circle cx="12" cy="12" r="10" /><path d="M2 12h20M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" /></svg>
        <span className="language-switcher__name">{localeNames[locale]}</span>
        <span className="visually-hidden">{t("language.label")}</span>
      </button>
      <ul {...panelProps} className="language-switcher__list">
        {locales.map((code) => (
          <li key={code}>
            <SiteLink
              to={localizedPath(withoutTrailingSlash(location.pathname), code) + location.search}
              lang={htmlLang[code]}
              hrefLang={htmlLang[code]}
              aria-current={code === locale ? "true" : undefined}
              onClick={() => localStorage.setItem(LANGUAGE_STORAGE_KEY, code)}
            >
              {localeNames[code]}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
