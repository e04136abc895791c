import { describe, expect, it } from "vitest";
import { deferHydrationPastFirstPaint } from "./after-first-paint.server";

const head =
  '<head><script id="boot">boot()</script><link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/en-1.json"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>' +
  '<link rel="stylesheet" href="/assets/app-1.css"/><link rel="canonical" href="https://example.test/en"/></head>';
const routeModules = '<script type="module" async="">import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");</script>';
const body = `<body><main>Page</main><script>window.__reactRouterContext = {};</script>${routeModules}<script>window.__reactRouterContext.streamController.close();</script></body>`;

describe("deferHydrationPastFirstPaint", () => {
  const html = deferHydrationPastFirstPaint(`<!DOCTYPE html><html>${head}${body}</html>`);

  it("moves the module and catalogue preloads and the route modules script into one template in the script's place", () => {
    expect(html).toContain(
      '<script>window.__reactRouterContext = {};</script><template id="hydration">' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/en-1.json"/>' +
        '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>' +
        `${routeModules}</template><script>window.__reactRouterContext.streamController.close();</script>`,
    );
  });

  it("leaves what the first paint needs in the head: the head script, the stylesheet and the rest", () => {
    expect(html).toContain(
      '<head><script id="boot">boot()</script><link rel="stylesheet" href="/assets/app-1.css"/><link rel="canonical" href="https://example.test/en"/></head>',
    );
  });

  it("leaves a document without React Router's scripts as it is", () => {
    const plain = `<!DOCTYPE html><html>${head}<body><main>Page</main></body></html>`;
    expect(deferHydrationPastFirstPaint(plain)).toBe(plain);
  });
});
