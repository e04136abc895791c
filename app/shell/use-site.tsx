import { createContext, useContext, useMemo } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root";
import { createTranslator, type MessageSubset, type Translate } from "#app/i18n/translator";

type WithMessages = { messages?: MessageSubset } | undefined;
type Site = RootData & { t: Translate };

const SiteContext = createContext<Site | null>(null);

/**
 * Provides the shell's data for the active language: locale, translator and company identity. The translator knows
 * the root's messages and those a matched route's loader adds (`messages`, from `routeMessages`). A route always
 * sends the same messages, so the value changes only with the language or the matched routes: a navigation within a
 * page (search results as the visitor types, a board's next page) does not re-render every component that
 * translates.
 */
export function SiteProvider({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("SiteProvider needs the root loader's data");
  const matches = useMatches();
  const routes = matches.map((match) => match.id).join(" ");
  const value = useMemo(() => {
    const messages: MessageSubset = Object.assign({}, ...matches.map((match) => (match.loaderData as WithMessages)?.messages));
    return { ...data, t: createTranslator(messages, data.locale, data.company.name) };
    // `matches` is read for the routes it names; its loader data changes within a route, its messages do not.
  }, [data, routes]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() needs a SiteProvider (the site shell)");
  return site;
}
