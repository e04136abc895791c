/** The inert `<template>` that holds what only hydration needs until the page has painted. */
export const HYDRATION_TEMPLATE_ID = "hydration";

/**
 * Starts the app once the server's page is on screen (its first contentful paint): the module preloads and the
 * catalogue's preload go into the head, and the route modules' script takes the template's place, where React Router
 * rendered it. A hidden page, which does not paint, starts at once; a browser without paint timing, after its next
 * frame. Self-contained: it is serialised into the inline head script.
 */
export function hydrateAfterFirstPaint(templateId: string): void {
  function start() {
    const template = document.getElementById(templateId);
    if (!(template instanceof HTMLTemplateElement)) return;
    const content = document.importNode(template.content, true);
    document.head.append(...content.querySelectorAll("link"));
    template.replaceWith(content);
  }
  function afterFirstPaint() {
    if (document.visibilityState === "hidden") return start();
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(start));
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterFirstPaint);
  else afterFirstPaint();
}
