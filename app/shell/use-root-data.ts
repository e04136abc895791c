import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { RootData } from "#app/i18n/shell-data";

/**
 * What an error thrown before the root's loader ran (a method the address does not take) carries: its message, and
 * the address's language, so that the error page is still the site's in that language.
 */
export type ShellErrorData = { detail: string; shell: RootData };

const carriesShell = (data: unknown): data is ShellErrorData => typeof data === "object" && data !== null && "shell" in data;

/** The root loader's data, or the shell's data that an error carries in its place; undefined when neither exists. */
export function useRootData(): RootData | undefined {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const error = useRouteError();
  return data ?? (isRouteErrorResponse(error) && carriesShell(error.data) ? error.data.shell : undefined);
}

/** An error response's message for visitors; null for an unexpected error, whose own message is not for them. */
export function errorDetail(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  return carriesShell(error.data) ? error.data.detail : String(error.data ?? "");
}
