import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentProblems } from "#app/content/content-check.server";
import { problemLine, type ContentProblem } from "#app/content/content-problems";
import { CheckoutCopy } from "../tests/e2e/support/checkout-copy";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Changes the list a JSON file of the copy holds under `key`. */
function changeList(copy: CheckoutCopy, file: string, key: string, change: (list: Record<string, unknown>[]) => void) {
  const data = JSON.parse(readFileSync(copy.path(file), "utf8")) as Record<string, Record<string, unknown>[]>;
  change(data[key]!);
  writeFileSync(copy.path(file), `${JSON.stringify(data, null, 2)}\n`);
}

/** Three mistakes an editor makes, each in a file of its own and of a kind of its own. */
function makeThreeMistakes(copy: CheckoutCopy) {
  changeList(copy, "content/ir/announcements.json", "announcements", (announcements) => {
    announcements[0]!.receiptNumber = "20261111000412";
  });
  changeList(copy, "content/careers/positions.json", "positions", (positions) => {
    [positions[1], positions[2]] = [positions[2]!, positions[1]!];
  });
  const japanese = copy.path("content/press/1/index.ja.md");
  writeFileSync(japanese, readFileSync(japanese, "utf8").replace(/^title: .*\n/m, ""));
}

const THREE_MISTAKES: ContentProblem[] = [
  {
    file: "content/careers/positions.json",
    field: "positions[2].opened",
    value: '"2026-11-20"',
    rule: "is newer than 2026-11-16, the date of the item before it: positions are listed newest first",
  },
  {
    file: "content/ir/announcements.json",
    field: "announcements[0].receiptNumber",
    value: '"20261111000412"',
    rule: "must begin with its filing date 2026-11-12 (20261112…)",
  },
  { file: "content/press/1/index.ja.md", field: "title", value: "nothing", rule: "found, but it is required" },
];

describe("the content check", () => {
  let copy: CheckoutCopy;
  beforeAll(() => {
    copy = CheckoutCopy.create();
    makeThreeMistakes(copy);
  });
  afterAll(() => copy.dispose());

  it("finds nothing wrong in this checkout's content", async () => {
    expect(await contentProblems(ROOT)).toEqual([]);
  }, 60_000);

  it("lists every mistake with its file, field, value and rule", async () => {
    expect(await contentProblems(copy.root)).toEqual(THREE_MISTAKES);
  });

  it("stops the build before it renders, which prints the list and no failed request", async () => {
    const failure = await copy.run(path.join(ROOT, "node_modules/.bin/react-router"), ["build"]).then(
      () => new Error("the build succeeded"),
      (error: Error) => error,
    );
    expect(failure.message).toMatch(/ended with 1:/);
    expect(failure.message).toContain("The content has 3 mistakes; the build stopped before rendering any page.");
    for (const problem of THREE_MISTAKES) expect(failure.message).toContain(`  - ${problemLine(problem)}\n`);
    expect(failure.message).not.toContain("Prerender");
  }, 180_000);
});
