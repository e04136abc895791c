import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("a long text's images", () => {
  it("show when they are the site's uploads with a description, loaded as the reader reaches them", () => {
    expect(renderMarkdown("![The Pangyo lab](/uploads/lab.jpg)")).toContain('<img src="/uploads/lab.jpg" alt="The Pangyo lab" loading="lazy" decoding="async">');
  });

  it("are their description alone, escaped, when they come from elsewhere or have none", () => {
    expect(renderMarkdown('![<b>pixel</b>](https://tracker.example/p.png)')).toBe("<p>&lt;b&gt;pixel&lt;/b&gt;</p>\n");
    expect(renderMarkdown("![](/uploads/lab.jpg)")).toBe("<p></p>\n");
  });
});
