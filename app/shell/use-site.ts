import { useMemo } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root";
import { createTranslator, type MessageSubset } from "#app/i18n/translator";

type WithMessages = { messages?: MessageSubset } | undefined;

/**
 * The shell's data for the active language: locale, translator and company identity. The translator knows
 * the root's messages and those a matched route's loader adds (`messages`, from `routeMessages`).
 */
export function useSite() {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useSite() needs the root loader's data");
  const matches = useMatches();
  const t = useMemo(() => {
    const messages: MessageSubset = Object.assign({}, ...matches.map((match) => (match.loaderData as WithMessages)?.messages));
    return createTranslator(messages, data.locale, data.company.name);
  }, [matches, data.locale, data.company.name]);
  return { ...data, t };
}
