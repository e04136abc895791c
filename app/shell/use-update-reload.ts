import { useEffect } from "react";
import { watchForUpdates } from "./update-detection";

/**
 * Once a newer build is announced, the next click on an internal link is left to the browser, so the
 * visitor lands on the new build with a full page load instead of a client-side navigation.
 */
export function useUpdateReload() {
  useEffect(() => {
    let updateAvailable = false;
    const stop = watchForUpdates(__BUILD_ID__, () => {
      updateAvailable = true;
      document.documentElement.dataset.updateAvailable = "";
    });
    const onClick = (event: MouseEvent) => {
      if (!updateAvailable) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin && !anchor.target) {
        event.stopPropagation();
      }
    };
    window.addEventListener("click", onClick, true);
    return () => {
      stop();
      window.removeEventListener("click", onClick, true);
    };
  }, []);
}
