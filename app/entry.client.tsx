import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogue } from "./i18n/catalogue-assets";
import { localeFromPathname } from "./i18n/paths";

/**
 * The page's catalogue is not in its hydration data: it is fetched (preloaded by the head) before hydration. If it
 * cannot be had, the page stays as the server rendered it, with working links and forms, rather than half-hydrated.
 */
loadCatalogue(localeFromPathname(window.location.pathname)).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("The page's message catalogue did not load; it stays as the server sent it.", error),
);
