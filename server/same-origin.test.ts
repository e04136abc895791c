import { describe, expect, it } from "vitest";
import { canonicalPath, staysOnSite } from "./same-origin";

describe("canonicalPath", () => {
  it.each([
    ["//evil.example/", "/evil.example"],
    ["///evil.example", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["/%5Cevil.example", "/evil.example"],
    ["/%2F%2fevil.example", "/evil.example"],
    ["/\\/%5c%2F/evil.example", "/evil.example"],
    ["/en//view\\about", "/en/view/about"],
    ["/view/about/about/", "/view/about/about"],
    ["/", "/"],
    ["/view/about/about", "/view/about/about"],
    ["/en/./view/media/news", "/en/view/media/news"],
    ["/en/view/media/../media/news", "/en/view/media/news"],
    ["/en/view/media/news/.", "/en/view/media/news"],
    ["/en/view/%2E%2e/view/media/%2e/news", "/en/view/media/news"],
    ["/../../evil.example", "/evil.example"],
    ["/index.html", "/"],
    ["/en/view/about/about/index.html", "/en/view/about/about"],
    ["/view/a.b/..c", "/view/a.b/..c"],
  ])("%s → %s", (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
    expect(staysOnSite(canonicalPath(path))).toBe(true);
  });
});

describe("staysOnSite", () => {
  it.each(["/", "/en/view/about/about?x=1", "/./evil.example", "/../evil.example", "view/about"])("keeps %s", (location) => {
    expect(staysOnSite(location)).toBe(true);
  });
  it.each(["//evil.example", "/\\evil.example", "\\\\evil.example", "http://evil.example/", "https:evil.example", "http:/evil.example", "javascript:alert(1)", " //evil.example"])(
    "refuses %s",
    (location) => expect(staysOnSite(location)).toBe(false),
  );
});
