import { describe, expect, it } from "vitest";
import { fillFrame, fillsAsRendered, frameOf } from "./results-frames";

/** The frames' marks: value 0 is the query, 1 the results' markup, 2 on the status lines. */
const mark = (value: number) => `\uE000${value}\uE001`;
const markInUrl = (value: number) => `%EE%80%80${value}%EE%80%81`;
const stream = (strings: string[]) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(JSON.stringify(strings))});</script>`;

const page = (extra = "") =>
  `<title>${mark(0)} · Search</title><a href="/en/search?q=${markInUrl(0)}">English</a><input value="${mark(0)}"/>` +
  `<p>${mark(2)}</p><div data-kept="results">${mark(1)}</div>${extra}${stream(["en", "query", mark(0), "status", mark(2)])}`;

describe("a results page frame", () => {
  it("fills each value encoded as React and React Router encode it at its place", () => {
    const frame = frameOf(page(), 3)!;
    const query = `Tom's "R&D" <b>\u2028`;
    const html = fillFrame(frame, [query, "<ol><li>R&amp;D</li></ol>", "1 result for “Tom’s”"]);
    expect(html).toBe(
      `<title>Tom&#x27;s &quot;R&amp;D&quot; &lt;b&gt;\u2028 · Search</title>` +
        `<a href="/en/search?q=Tom%27s+%22R%26D%22+%3Cb%3E%E2%80%A8">English</a>` +
        `<input value="Tom&#x27;s &quot;R&amp;D&quot; &lt;b&gt;\u2028"/>` +
        `<p>1 result for “Tom’s”</p><div data-kept="results"><ol><li>R&amp;D</li></ol></div>` +
        `<script>window.__reactRouterContext.streamController.enqueue("[\\"en\\",\\"query\\",\\"Tom's \\\\\\"R\\u0026D\\\\\\" \\u003cb\\u003e\\u2028\\",\\"status\\",\\"1 result for “Tom’s”\\"]");</script>`,
    );
  });

  it("is the script React Router writes, once filled", () => {
    const query = `"quoted" \\ </script> & \u2029`;
    const html = fillFrame(frameOf(page(), 3)!, [query, "", "none"]);
    const escapeScript = (json: string) => json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    expect(html).toContain(`enqueue(${escapeScript(JSON.stringify(JSON.stringify(["en", "query", query, "status", "none"])))});`);
  });

  it("is not used where a mark stands in another script, the results twice, or a value nowhere", () => {
    expect(frameOf(page(`<script type="application/ld+json">{"name":"${mark(0)}"}</script>`), 3)).toBeNull();
    expect(frameOf(page(`<p>${mark(1)}</p>`), 3)).toBeNull();
    expect(frameOf(page(`<a href="?x=${markInUrl(2)}">`), 3)).toBeNull();
    expect(frameOf(page(), 4)).toBeNull();
  });

  it("leaves to a whole render a value that React Router's data would write as a reference to an equal string", () => {
    const frame = frameOf(page(), 3)!;
    expect(fillsAsRendered(frame, ["semiconductor", "", "line"])).toBe(true);
    expect(fillsAsRendered(frame, ["en", "", "line"])).toBe(false);
    expect(fillsAsRendered(frame, ["semiconductor", "", "status"])).toBe(false);
  });
});
