import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";

/** The README and docs/*.md: the files whose links and commands a reader follows. */
const documents = ["README.md", ...readdirSync("docs").filter((name) => name.endsWith(".md")).map((name) => join("docs", name))];
/** What a reader sees: HTML comments (the spots left for later figures) are not read. */
const visibleText = (path: string) => readFileSync(path, "utf8").replace(/<!--[\s\S]*?-->/g, "");
const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts);

test("the README is at most 12 KB", () => {
  expect(statSync("README.md").size).toBeLessThanOrEqual(12 * 1024);
});

describe.each(documents)("%s", (path) => {
  test("every relative link and image points to an existing file", () => {
    const targets = [...visibleText(path).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:|^#/.test(target));
    const missing = targets.filter((target) => !existsSync(join(dirname(path), decodeURIComponent(target.split("#")[0]!))));
    expect(missing).toEqual([]);
  });

  test("every `npm run` script it names exists in package.json", () => {
    const named = [...visibleText(path).matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((match) => match[1]!);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
