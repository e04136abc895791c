import { describe, expect, it } from "vitest";
import { pageText } from "./search-documents";

describe("a page's searchable text", () => {
  it("is its main element's h1 and text, without navigation, forms, hidden graphics and lists of other pages", () => {
    const html = `<html><body><header><nav>Menu</nav></header>
      <main><p data-nosnippet="">Area</p><h1>Dolphin<b>5</b></h1><p>Cockpit&nbsp;SoC &amp; ADAS</p>
      <nav>Tabs</nav><form><label>Name</label></form><svg aria-hidden="true"><text>icon</text></svg>
      <ul data-nosnippet=""><li>Other article</li></ul><table><tr><td>Vision</td><td>Mission</td></tr></table>
      <p><a href="/c">Contact sales</a><a href="/s">All SoCs</a> and the <a href="/p">policy</a>.</p></main>
      <footer>Footer</footer></body></html>`;
    expect(pageText(html)).toEqual({ title: "Dolphin5", text: "Cockpit SoC & ADAS Vision Mission Contact sales All SoCs and the policy." });
  });
});
