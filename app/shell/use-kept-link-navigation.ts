import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * The link a click should follow inside the app: a plain left click on a link to the site's own pages (`data-discover`,
 * as `Link` renders it) in markup the browser keeps from the server, which has no React handler of its own. Anything
 * a `Link` would leave to the browser (a modifier key, another window, a download, another origin) is left to it too.
 */
export function keptLinkToFollow(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("[data-kept] a[data-discover]") : null;
  if (!link || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download") || link.origin !== location.origin) return null;
  return link;
}

/** Makes a click on a link in kept markup (`KeptHtml`, `KeptMarkup` while hydrated) a client navigation, as `Link` would. */
export function useKeptLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = keptLinkToFollow(event);
      if (!link) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
}
