import { describe, expect, it } from "vitest";
import products from "../content/products.json";
import { productsSchema } from "../app/content/schemas";
import { videoScenes, webVtt } from "./product-video";

const [dolphin5] = productsSchema.parse(products);

describe("product video plan", () => {
  it("gives the demo the title and three features, three seconds each, back to back", () => {
    const scenes = videoScenes(dolphin5!, "demo");
    expect(scenes).toHaveLength(4);
    expect(scenes.map((s) => [s.start, s.end])).toEqual([[0, 3], [3, 6], [6, 9], [9, 12]]);
    expect(scenes[0]!.slide.title).toBe("Dolphin5");
  });

  it("walks the full video through every feature", () => {
    expect(videoScenes(dolphin5!, "full")).toHaveLength(dolphin5!.features.length + 1);
  });

  it("writes WebVTT cues with the scenes' times in the page's language", () => {
    const vtt = webVtt(videoScenes(dolphin5!, "demo"), "ja");
    expect(vtt.startsWith("WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\nDolphin5 — ")).toBe(true);
    expect(vtt).toContain(dolphin5!.features[0]!.title.ja);
    expect(vtt).toContain("00:00:09.000 --> 00:00:12.000");
  });
});
