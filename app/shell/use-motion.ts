import type Lenis from "lenis";
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
        const lenis = new Lenis({ duration: 1.2, easing: (t) => t, smoothWheel: true });
        const stopFrames = framesWhileScrolling(lenis);
        destroy = () => {
          stopFrames();
          lenis.destroy();
        };
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

/**
 * Runs Lenis's frames only while it animates a scroll, which a wheel starts. Its own loop (`autoRaf`) asked for every
 * frame for as long as the page was open: an idle page cost Chromium 77–81 ms of processor time a second with it,
 * 3–4 without it (a desktop page, 10 s idle, every Chromium process counted).
 */
function framesWhileScrolling(lenis: Lenis) {
  let frame = 0;
  const tick = (time: number) => {
    lenis.raf(Math.max(time, lenis.time));
    frame = lenis.isScrolling === "smooth" ? requestAnimationFrame(tick) : 0;
  };
  // After Lenis's own wheel listener, registered first: the scroll it starts is already under way.
  const wake = () => {
    if (frame || lenis.isScrolling !== "smooth") return;
    // The first frame advances the scroll from now, not from the end of the last one.
    lenis.time = performance.now();
    frame = requestAnimationFrame(tick);
  };
  window.addEventListener("wheel", wake, { passive: true });
  return () => {
    window.removeEventListener("wheel", wake);
    cancelAnimationFrame(frame);
  };
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
