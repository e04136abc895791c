import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * The link a click should follow inside the app: a plain left click on a link to the site's own pages (`data-discover`,
 * as `Link` and the Markdown renderer mark them) that no React handler took, because it is in markup the browser
 * keeps from the server or in HTML a component sets. Anything a `Link` would leave to the browser (a modifier key,
 * another window, a download, another origin) is left to it too.
 */
function linkToFollow(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-discover]") : null;
  if (!link || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download") || link.origin !== location.origin) return null;
  return link;
}

/**
 * Makes a click on a site link outside React's own `Link`s (kept markup, Markdown HTML) a client navigation, as `Link`
 * would. React's root listener runs first, so a `Link`'s click arrives here already `defaultPrevented`.
 */
export function useSiteLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = linkToFollow(event);
      if (!link) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
}
