import { requestPath, unlocalizedPath } from "#app/i18n/paths";

/**
 * An address that fails with an unexpected error, so the browser tests can see the server-error page. It answers
 * only in a process where `enableServerErrorProbe()` ran before the server started, which only the browser tests'
 * preload module does (tests/e2e/support/server-error-probe.ts). No environment variable, setting or request can
 * switch it on, so `npm start` and any real deployment answer it with the usual 404. The switch is a global
 * symbol because the preload runs this source module while the server runs its copy in the build.
 */
export const SERVER_ERROR_PROBE_PATH = "/__test/server-error";
export const SERVER_ERROR_PROBE_MESSAGE = "Server error probe: an internal detail no visitor may see";

const enabled = Symbol.for("site.serverErrorProbe");

export function enableServerErrorProbe() {
  (globalThis as Record<symbol, unknown>)[enabled] = true;
}

export function isServerErrorProbe(request: Request): boolean {
  return (globalThis as Record<symbol, unknown>)[enabled] === true && unlocalizedPath(requestPath(request)) === SERVER_ERROR_PROBE_PATH;
}
