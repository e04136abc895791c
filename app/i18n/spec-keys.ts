/** The rows a chip's specification table may have: one list, so every chip and the comparison line up. */
export const specKeys = [
  "cpu",
  "realtime",
  "npu",
  "gpu",
  "displays",
  "cameras",
  "video",
  "memory",
  "ethernet",
  "can",
  "lin",
  "security",
  "process",
  "package",
  "temperature",
] as const;
export type SpecKey = (typeof specKeys)[number];
