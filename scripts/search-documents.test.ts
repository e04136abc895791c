import { describe, expect, it } from "vitest";
import { pageText } from "./search-documents";

describe("a page's searchable text", () => {
  it("joins blocks that end without a sentence's punctuation with a middle dot, and sentences with a space", () => {
    const html = `<main><h1>Beluga-N</h1><p>The secure network processor</p><h2>Overview</h2><p>Beluga-N is a processor.</p><p>再生能源。</p><ul><li>CAN</li><li>LIN</li></ul></main>`;
    expect(pageText(html).text).toBe("The secure network processor · Overview · Beluga-N is a processor. 再生能源。 CAN · LIN");
  });

  it("is its main element's h1 and text, without navigation, forms, hidden graphics and lists of other pages", () => {
    const html = `<html><body><header><nav>Menu</nav></header>
      <main><p data-nosnippet="">Area</p><h1>Dolphin<b>5</b></h1><p>Cockpit&nbsp;SoC &amp; ADAS</p>
      <nav>Tabs</nav><form><label>Name</label></form><svg aria-hidden="true"><text>icon</text></svg>
      <ul data-nosnippet=""><li>Other article</li></ul><table><tr><td>Vision</td><td>Mission</td></tr></table>
      <p><a href="/c">Contact sales</a><a href="/s">All SoCs</a> and the <a href="/p">policy</a>.</p></main>
      <footer>Footer</footer></body></html>`;
    expect(pageText(html)).toEqual({ title: "Dolphin5", text: "Cockpit SoC & ADAS · Vision · Mission · Contact sales All SoCs and the policy." });
  });
});
