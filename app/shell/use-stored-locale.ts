import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { LANGUAGE_STORAGE_KEY, storedLocaleRules, storedLocaleTarget } from "#app/i18n/locale-preference";

/** Re-applies the stored language on every route change (the head script did it for the first load). */
export function useStoredLocale() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = storedLocaleTarget(pathname, localStorage.getItem(LANGUAGE_STORAGE_KEY), storedLocaleRules);
    if (target) navigate(target + search + hash, { replace: true });
  }, [pathname, search, hash, navigate]);
}
