import { useEffect, useState } from "react";
import { createPath, useBlocker } from "react-router";
import { watchForUpdates } from "./update-detection";

/**
 * Watches for a newer build. Once one is announced, following a link inside the site becomes a full page load of the
 * link's target (NewBuildOnLinks), so the visitor lands on the new build. Until then no blocker is registered: while
 * one is, React Router warns in the console ("a blocker on a POP navigation …") of every history entry it did not
 * make, which the browser makes for each in-page link (the IR page's contents, the skip link) and for going back and
 * forth between them.
 */
export function UpdateReload() {
  const [updateAvailable, setUpdateAvailable] = useState(false);
  useEffect(
    () =>
      watchForUpdates(__BUILD_ID__, () => {
        document.documentElement.dataset.updateAvailable = "";
        setUpdateAvailable(true);
      }),
    [],
  );
  return updateAvailable && <NewBuildOnLinks />;
}

/**
 * Replaces the router's client-side transition with a page load when a click on a link makes it (a pointer's or the
 * Enter key's): the router decides while the click is dispatched (window.event), after the link's own handler has run
 * (the language switcher stores the choice there). Form submissions, the search that follows typing and back/forward are not link clicks and stay
 * as they are, so nothing typed is lost.
 */
function NewBuildOnLinks() {
  useBlocker(({ nextLocation, historyAction }) => {
    const target = window.event?.target;
    const followingLink = target instanceof Element && target.closest("a[href]") !== null;
    if (followingLink) window.location[historyAction === "REPLACE" ? "replace" : "assign"](createPath(nextLocation));
    return followingLink;
  });
  return null;
}
