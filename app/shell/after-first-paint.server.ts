import { HYDRATION_TEMPLATE_ID } from "./after-first-paint";

const HYDRATION_PRELOADS = /<link rel="modulepreload"[^>]*\/>|<link rel="preload" as="fetch"[^>]*\/>/g;
const ROUTE_MODULES_SCRIPT = /<script type="module" async="">[\s\S]*?<\/script>/;

/**
 * Puts what only hydration needs, the module preloads, the catalogue's preload and React Router's route modules script,
 * into an inert template in the script's place, which the head script empties once the page has painted
 * (`hydrateAfterFirstPaint`). Otherwise the browser fetches and runs the app before it paints the page the server
 * sent whole, and Lighthouse counts every preloaded module before the first paint.
 */
export function deferHydrationPastFirstPaint(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const before = html.slice(0, script.index);
  const preloads = before.match(HYDRATION_PRELOADS) ?? [];
  const template = `<template id="${HYDRATION_TEMPLATE_ID}">${preloads.join("")}${script[0]}</template>`;
  return before.replace(HYDRATION_PRELOADS, "") + template + html.slice(script.index + script[0].length);
}
