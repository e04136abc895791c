import { useEffect, useRef } from "react";
import { createPath, useBlocker } from "react-router";
import { watchForUpdates } from "./update-detection";

/**
 * Once a newer build is announced, following a link inside the site becomes a full page load of the link's
 * target, so the visitor lands on the new build. The link's own click handler still runs first (the
 * language switcher stores the choice there): only the router's client-side transition is replaced.
 * Form submissions and back/forward are not link clicks and stay as they are, so nothing typed is lost.
 */
export function useUpdateReload() {
  const updateAvailable = useRef(false);
  const followingLink = useRef(false);
  useEffect(() => {
    const stop = watchForUpdates(__BUILD_ID__, () => {
      updateAvailable.current = true;
      document.documentElement.dataset.updateAvailable = "";
    });
    // The router decides during the click's dispatch; the flag is cleared once that dispatch is over.
    const onClick = (event: MouseEvent) => {
      if (!updateAvailable.current || !(event.target instanceof Element) || !event.target.closest("a[href]")) return;
      followingLink.current = true;
      setTimeout(() => (followingLink.current = false));
    };
    window.addEventListener("click", onClick, true);
    return () => {
      stop();
      window.removeEventListener("click", onClick, true);
    };
  }, []);
  useBlocker(({ nextLocation, historyAction }) => {
    if (!followingLink.current) return false;
    const href = createPath(nextLocation);
    if (historyAction === "REPLACE") window.location.replace(href);
    else window.location.assign(href);
    return true;
  });
}
