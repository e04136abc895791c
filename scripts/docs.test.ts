import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";

const markdownIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".md")).map((name) => join(dir, name));
/** The decision records: docs/decisions/NNN-short-title.md, beside their index (docs/decisions/README.md). */
const decisions = markdownIn("docs/decisions").filter((path) => !path.endsWith("README.md"));
/** The README, docs/*.md and docs/decisions/*.md: the files whose links and commands a reader follows. */
const documents = ["README.md", ...markdownIn("docs"), ...markdownIn("docs/decisions")];
/** What a reader sees: HTML comments (the spots left for later figures) are not read. */
const visibleText = (path: string) => readFileSync(path, "utf8").replace(/<!--[\s\S]*?-->/g, "");
const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts);
/** The anchors GitHub gives a Markdown file's headings. */
const headingAnchors = (path: string) =>
  [...visibleText(path).matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-"));

test("the README is at most 12 KB", () => {
  expect(statSync("README.md").size).toBeLessThanOrEqual(12 * 1024);
});

test("the architecture guide is at most 15 KB: a new engineer reads it in a quarter of an hour", () => {
  expect(statSync("docs/architecture.md").size).toBeLessThanOrEqual(15 * 1024);
});

describe.each(decisions)("%s", (path) => {
  const text = visibleText(path);
  const number = /^docs\/decisions\/(\d{3})-[a-z0-9-]+\.md$/.exec(path)?.[1];

  test("is a numbered record with its status, context, decision and consequences, listed in the index", () => {
    expect(number).toBeDefined();
    expect(text).toMatch(new RegExp(`^# ${number}: \\S`));
    expect(text).toMatch(/^Status: (accepted|superseded by \d{3})$/m);
    expect(text.match(/^## (Context|Decision|Consequences)$/gm)).toEqual(["## Context", "## Decision", "## Consequences"]);
    expect(visibleText("docs/decisions/README.md")).toContain(`[${number}](${path.slice("docs/decisions/".length)})`);
  });
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
