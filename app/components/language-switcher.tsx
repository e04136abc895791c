import { Link, useLocation } from "react-router";
import { LANGUAGE_STORAGE_KEY } from "#app/i18n/locale-preference";
import { htmlLang, localeNames, locales } from "#app/i18n/locales";
import { localizedPath, withoutTrailingSlash } from "#app/i18n/paths";
import { useDisclosure } from "#app/shell/use-disclosure";
import { useSite } from "#app/shell/use-site";

/** Moves the visitor to the same page in another language and remembers the choice. */
export function LanguageSwitcher() {
  const { locale, t } = useSite();
  const location = useLocation();
  const { rootRef, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="language-switcher" ref={rootRef}>
      <button {...buttonProps} className="language-switcher__button">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.6 15.6 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a13.8 13.8 0 0 1 1.9 4h-3.8A13.8 13.8 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.3a16.5 16.5 0 0 0 0 4Zm.8 2h2.9a15.6 15.6 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6A15.6 15.6 0 0 0 8 8Zm4 12a13.8 13.8 0 0 1-1.9-4h3.8A13.8 13.8 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6A15.6 15.6 0 0 0 16 16h2.9a8 8 0 0 1-4.3 3.6Zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.3a8.2 8.2 0 0 1 0 4Z"/></svg>
        <span>{localeNames[locale]}</span>
        <span className="visually-hidden">{t("language.label")}</span>
      </button>
      <ul {...panelProps} className="language-switcher__list">
        {locales.map((code) => (
          <li key={code}>
            <Link
              to={localizedPath(withoutTrailingSlash(location.pathname), code) + location.search}
              lang={htmlLang[code]}
              hrefLang={htmlLang[code]}
              aria-current={code === locale ? "true" : undefined}
              onClick={() => localStorage.setItem(LANGUAGE_STORAGE_KEY, code)}
            >
              {localeNames[code]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
