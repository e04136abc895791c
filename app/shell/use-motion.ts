import { useEffect } from "react";
import { useLocation } from "react-router";

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A wheel or trackpad to smooth: Lenis's smooth wheel is all the smoothing it does (touch scrolling stays native),
 * so a phone or tablet without a fine pointer never downloads it, until one is attached.
 */
const finePointer = () => window.matchMedia("(any-pointer: fine)");

/** Smooth scrolling as specified (1.2 s, linear, smooth wheel), loaded after the page is interactive. */
export function useSmoothScroll() {
  useEffect(() => {
    if (reducedMotion()) return;
    let destroy = () => {};
    let cancelled = false;
    const start = () => {
      pointer.removeEventListener("change", start);
      import("lenis").then(({ default: Lenis }) => {
        if (cancelled) return;
        const lenis = new Lenis({ duration: 1.2, easing: (t) => t, smoothWheel: true, autoRaf: true });
        destroy = () => lenis.destroy();
      });
    };
    const pointer = finePointer();
    if (pointer.matches) start();
    else pointer.addEventListener("change", start);
    return () => {
      cancelled = true;
      pointer.removeEventListener("change", start);
      destroy();
    };
  }, []);
}

/** Reveals `[data-reveal]` sections once, as they first enter the viewport. */
export function useScrollReveal() {
  const { pathname } = useLocation();
  useEffect(() => {
    const root = document.documentElement;
    if (reducedMotion()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute("data-revealed", "");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const element of document.querySelectorAll("[data-reveal]:not([data-revealed])")) {
      const { top } = element.getBoundingClientRect();
      if (top < window.innerHeight) element.setAttribute("data-revealed", "");
      else observer.observe(element);
    }
    root.dataset.reveal = "ready";
    return () => observer.disconnect();
  }, [pathname]);
}
