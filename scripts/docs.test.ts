import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";

/** The README and docs/*.md: the files whose links and commands a reader follows. */
const documents = ["README.md", ...readdirSync("docs").filter((name) => name.endsWith(".md")).map((name) => join("docs", name))];
/** What a reader sees: HTML comments (the spots left for later figures) are not read. */
const visibleText = (path: string) => readFileSync(path, "utf8").replace(/<!--[\s\S]*?-->/g, "");
const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts);
/** The anchors GitHub gives a Markdown file's headings. */
const headingAnchors = (path: string) =>
  [...visibleText(path).matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-"));

test("the README is at most 12 KB", () => {
  expect(statSync("README.md").size).toBeLessThanOrEqual(12 * 1024);
});

describe.each(documents)("%s", (path) => {
  const targets = [...visibleText(path).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/.test(target));

  test("every relative link and image points to an existing file and heading", () => {
    const broken = targets.filter((target) => {
      const [file, anchor] = target.split("#");
      const linked = file ? join(dirname(path), decodeURIComponent(file)) : path;
      if (!existsSync(linked)) return true;
      return anchor !== undefined && linked.endsWith(".md") && !headingAnchors(linked).includes(anchor);
    });
    expect(broken).toEqual([]);
  });

  test("every `npm run` script it names exists in package.json", () => {
    const named = [...visibleText(path).matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((match) => match[1]!);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
