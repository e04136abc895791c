import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root";
import { createTranslator } from "#app/i18n/translator";

/** The shell's data for the active language: locale, translator and company identity. */
export function useSite() {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useSite() needs the root loader's data");
  const t = useMemo(() => createTranslator(data.messages, data.locale), [data.messages, data.locale]);
  return { ...data, t };
}
