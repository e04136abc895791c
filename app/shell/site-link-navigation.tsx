import { useEffect, useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";

/** How long a pointer or focus rests on a link before its page is prefetched; `Link`'s `prefetch="intent"` waits as long. */
const INTENT_MS = 100;

/** A link to the site's own pages at `target`: `data-discover`, as `SiteLink` and the Markdown renderer mark them. */
function siteLinkAt(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>("a[data-discover]") : null;
  return link && link.origin === location.origin ? link : null;
}

/**
 * The link a click should follow inside the app: a plain left click on a site link (`SiteLink`, markup the browser
 * keeps from the server, HTML a component sets) that no React handler took: React's root listener runs first, so a
 * click a handler took arrives here already `defaultPrevented`. Anything React Router's `Link` would leave to the
 * browser (a modifier key, another window, a download) is left to it too.
 */
function linkToFollow(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = siteLinkAt(event.target);
  if (!link || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return null;
  return link;
}

/**
 * Makes the site's plain links behave as `Link prefetch="intent"` does: a click is a client navigation (replacing the
 * history entry when it leads where the visitor already is, as a `Link`'s does), and a pointer or focus resting on
 * any link to the site prefetches its page's modules and data.
 */
export function SiteLinkNavigation() {
  const navigate = useNavigate();
  const [intended, setIntended] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = (event: MouseEvent) => {
      const link = linkToFollow(event);
      if (!link) return;
      event.preventDefault();
      const to = link.pathname + link.search + link.hash;
      navigate(to, { replace: to === location.pathname + location.search + location.hash });
    };
    const intend = (event: Event) => {
      const link = siteLinkAt(event.target);
      if (!link) return;
      clearTimeout(timer);
      timer = setTimeout(() => setIntended(link.pathname + link.search), INTENT_MS);
    };
    const cancel = (event: PointerEvent | FocusEvent) => {
      const link = siteLinkAt(event.target);
      if (!link || (event.relatedTarget instanceof Node && link.contains(event.relatedTarget))) return;
      clearTimeout(timer);
      setIntended(null);
    };
    const listeners = [["click", follow], ["pointerover", intend], ["focusin", intend], ["pointerout", cancel], ["focusout", cancel]] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener);
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, [navigate]);
  return intended ? <PrefetchPageLinks page={intended} /> : null;
}
