import { useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root";
import { localeFromPathname } from "#app/i18n/paths";
import { shellData } from "./shell-data";

/**
 * The root loader's data, or the same for the address's language where an error came before the root's loader ran
 * (a method the address does not take): the error page is then still the site's, in the page's language.
 */
export function useShellData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const { pathname } = useLocation();
  return data ?? shellData(localeFromPathname(pathname));
}
