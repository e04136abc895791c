import { describe, expect, it } from "vitest";
import type { ResultsPage } from "#app/sections/search-results.server";
import { createResultsFrames, fillFrame, fillsAsRendered, frameOf, type RenderFrame } from "./results-frames";

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

describe("the results page frames", () => {
  const RESULTS = "http://localhost/en/view/technology/searchResult";
  /** A search for "chip" with one status line, showing `page` of two pages of results. */
  const searched = (request: Request): ResultsPage => {
    const asked = Number(new URL(request.url).searchParams.get("page") ?? 1);
    return { query: "chip", cut: false, status: ["2 pages of results"], results: "<ol><li>Dolphin5</li></ol>", page: Math.min(asked, 2) };
  };
  const framePage: RenderFrame = async (_url, given) =>
    new Response(`<title>${given.query}</title><div data-kept="results">${given.results}</div><p>${given.status.join("")}</p>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });

  function frames(render: RenderFrame = framePage) {
    const rendered: string[] = [];
    const searches: string[] = [];
    const results = createResultsFrames({
      render: (url, given) => (rendered.push(url), render(url, given)),
      resultsPage: (request) => (searches.push(request.url), searched(request)),
    });
    return { search: (query: string) => results.search(new Request(`${RESULTS}?${query}`)), rendered, searches };
  }

  it("fills a page number the results have, and renders no frame for one past them", async () => {
    const { search, rendered } = frames();
    expect((await search("page=2&q=chip"))?.filled?.html).toBe(`<title>chip</title><div data-kept="results"><ol><li>Dolphin5</li></ol></div><p>2 pages of results</p>`);
    for (const page of ["3", "99999", "02"]) expect((await search(`page=${page}&q=chip`))?.filled, page).toBeNull();
    expect(rendered).toEqual(["/en/view/technology/searchResult?page=2&q=%EE%80%800%EE%80%81"]);
  });

  it("searches once, and gives a page it cannot fill the data to render it whole with", async () => {
    const { search, searches } = frames();
    const page = await search("q=chip&page=7");
    expect(page).toEqual({ data: searched(new Request(`${RESULTS}?page=7`)), filled: null });
    expect(searches).toHaveLength(1);
  });

  it("does not keep a frame whose render failed: the next search renders it again", async () => {
    let failures = 1;
    const { search, rendered } = frames(async (url, given) => (failures-- > 0 ? new Response("down", { status: 500 }) : framePage(url, given)));
    expect((await search("q=chip"))?.filled).toBeNull();
    expect((await search("q=chip"))?.filled).not.toBeNull();
    expect((await search("q=chip"))?.filled).not.toBeNull();
    expect(rendered).toHaveLength(2);
  });
});
