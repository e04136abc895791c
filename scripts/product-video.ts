import { locales, type Locale } from "../app/i18n/locales";
import type { Product } from "../app/content/schemas";

export type VideoKind = "demo" | "full";
type Localized = Record<Locale, string>;
export type Scene = { start: number; end: number; slide: { title: string; text: string }; caption: Localized };

const SCENE_SECONDS: Record<VideoKind, number> = { demo: 3, full: 4 };

function caption(title: Localized, text: Localized): Localized {
  return Object.fromEntries(locales.map((locale) => [locale, `${title[locale]} — ${text[locale]}`])) as Localized;
}

/**
 * The plan of a product video, scene by scene: the video is drawn from the English slide text and its
 * captions are the same scenes in every language, so pictures and captions cannot drift apart.
 * The demo is the title and the first three features; the full video walks through every feature.
 */
export function videoScenes(product: Product, kind: VideoKind): Scene[] {
  const name = Object.fromEntries(locales.map((locale) => [locale, product.name])) as Localized;
  const slides = [
    { title: name, text: product.tagline },
    ...(kind === "demo" ? product.features.slice(0, 3) : product.features).map((feature) => ({ title: feature.title, text: feature.text })),
  ];
  const seconds = SCENE_SECONDS[kind];
  return slides.map((slide, index) => ({
    start: index * seconds,
    end: (index + 1) * seconds,
    slide: { title: slide.title.en, text: slide.text.en },
    caption: caption(slide.title, slide.text),
  }));
}

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const hh = String(Math.floor(whole / 3600)).padStart(2, "0");
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, "0");
  const ss = String(whole % 60).padStart(2, "0");
  return `${hh}:${mm}:${ss}.${String(Math.round((seconds - whole) * 1000)).padStart(3, "0")}`;
}

/**
 * The burned-in scene counter's top, in the video's pixels: top right, level with the gold rule, clear of the player's
 * controls at the bottom. The captions keep the browser's own placement, which lifts them above the controls.
 */
export const COUNTER = { top: 64, fontSize: 22 } as const;

export function webVtt(scenes: Scene[], locale: Locale): string {
  const cues = scenes.map((scene, index) => `${index + 1}\n${timestamp(scene.start)} --> ${timestamp(scene.end)}\n${scene.caption[locale].replace(/-->/g, "->")}`);
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}
