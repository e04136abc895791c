import { describe, expect, it } from "vitest";
import { settledQuery } from "./search-as-you-type";

describe("the query searched while an input method composes", () => {
  it("is the whole text when nothing is being composed", () => {
    expect(settledQuery("munich", null)).toBe("munich");
    expect(settledQuery("", null)).toBe("");
  });

  it("keeps Korean syllables as they are composed", () => {
    expect(settledQuery("반", "반")).toBe("반");
    expect(settledQuery("반도", "도")).toBe("반도");
    expect(settledQuery("반", "")).toBe("반");
  });

  it("leaves out a lone jamo, kana before conversion and pinyin", () => {
    expect(settledQuery("반ㄷ", "ㄷ")).toBe("반");
    expect(settledQuery("半導体はんど", "はんど")).toBe("半導体");
    expect(settledQuery("慕尼黑 bandao", "bandao")).toBe("慕尼黑 ");
    expect(settledQuery("はんどう", "はんどう")).toBe("");
  });

  it("waits when the composition is not at the end of the text", () => {
    expect(settledQuery("はんど半導体", "はんど")).toBeNull();
  });
});
