import { existsSync } from "node:fs";
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildRelease, currentRelease, previousRelease, RELEASES, switchRelease, type Builder } from "./release";

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse("2027-02-04T06:00:00Z");

let root: string;

/** A build that writes what a real one serves from: the server's entry, a hashed asset named after `asset`, the build id. */
const fakeBuild =
  (asset: string): Builder =>
  async ({ id, directory }) => {
    await mkdir(path.join(directory, "server"), { recursive: true });
    await mkdir(path.join(directory, "client/assets"), { recursive: true });
    await mkdir(path.join(directory, "client/builds"), { recursive: true });
    await writeFile(path.join(directory, "server/index.js"), "export {};");
    await writeFile(path.join(directory, "client/assets", `${asset}.js`), `// ${asset}`);
    await writeFile(path.join(directory, "client/builds/latest.json"), JSON.stringify({ id }));
  };

const assets = async (id: string) => (await readdir(path.join(root, RELEASES, id, "build/client/assets"))).toSorted();
const releases = async () => (await readdir(path.join(root, RELEASES), { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

async function release(asset: string, at: number): Promise<string> {
  const id = await buildRelease(root, fakeBuild(asset), at);
  await switchRelease(root, id, at);
  return id;
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "release-"));
  for (const folder of ["content", "public", "drizzle"]) await mkdir(path.join(root, folder));
  await writeFile(path.join(root, "content/news.json"), '{"title":"first"}');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("releases", () => {
  it("builds into a directory of its own with the content it was built from, and makes it current by one link", async () => {
    const id = await release("entry-A1", START);
    expect(await readlink(path.join(root, "build"))).toBe(path.join(RELEASES, id, "build"));
    expect(await currentRelease(root)).toBe(id);
    expect(JSON.parse(await readFile(path.join(root, "build/client/builds/latest.json"), "utf8"))).toEqual({ id });
    await writeFile(path.join(root, "content/news.json"), '{"title":"edited after the build"}');
    expect(await readFile(path.join(root, RELEASES, id, "content/news.json"), "utf8"), "the release keeps the content it was built from").toBe('{"title":"first"}');
  });

  it("changes nothing served when a build fails, however far it got, and says so", async () => {
    const id = await release("entry-A1", START);
    const failing: Builder = async (build) => {
      await fakeBuild("entry-B2")(build);
      throw new Error("content/ir/board.json, items[3].receiptNo: …");
    };
    await expect(buildRelease(root, failing, START + 60_000)).rejects.toThrow(
      "The build failed, and nothing served has changed: content/ir/board.json, items[3].receiptNo: …",
    );
    expect(await currentRelease(root)).toBe(id);
    expect(await releases()).toEqual([id]);
    expect(await assets(id)).toEqual(["entry-A1.js"]);
  });

  it("keeps serving the assets of every release current in the past day, and only those", async () => {
    const a = await release("entry-A1", START);
    const b = await release("entry-B2", START + DAY / 2);
    const linked = await stat(path.join(root, RELEASES, b, "build/client/assets/entry-A1.js"));
    expect(await assets(b), "A was current an hour ago: its pages may still be open").toEqual(["entry-A1.js", "entry-B2.js"]);
    expect(linked.ino, "linked, not copied").toBe((await stat(path.join(root, RELEASES, a, "build/client/assets/entry-A1.js"))).ino);
    const c = await release("entry-C3", START + 2 * DAY);
    expect(await assets(c), "B was current until now; A stopped being current a day and a half ago").toEqual(["entry-B2.js", "entry-C3.js"]);
  });

  it("removes the releases no longer needed: not current in the past day, and not among the last three", async () => {
    const a = await release("entry-A1", START);
    const b = await release("entry-B2", START + 2 * DAY);
    const c = await release("entry-C3", START + 4 * DAY);
    expect((await releases()).toSorted()).toEqual([a, b, c].toSorted());
    const d = await release("entry-D4", START + 6 * DAY);
    expect((await releases()).toSorted()).toEqual([b, c, d].toSorted());
  });

  it("rolls back to the release before the current one, which then serves the newer release's assets too", async () => {
    const a = await release("entry-A1", START);
    const b = await release("entry-B2", START + 60_000);
    expect(await previousRelease(root)).toBe(a);
    await switchRelease(root, await previousRelease(root), START + 120_000);
    expect(await currentRelease(root)).toBe(a);
    expect(await assets(a), "pages B handed out keep working").toEqual(["entry-A1.js", "entry-B2.js"]);
    expect(await previousRelease(root), "a second rollback undoes the first").toBe(b);
  });

  it("has nothing to roll back to before a second release", async () => {
    await release("entry-A1", START);
    await expect(previousRelease(root)).rejects.toThrow("There is no earlier release to go back to");
  });

  it("replaces a build directory from before releases", async () => {
    await mkdir(path.join(root, "build/client"), { recursive: true });
    const id = await release("entry-A1", START);
    expect((await lstat(path.join(root, "build"))).isSymbolicLink()).toBe(true);
    expect(await currentRelease(root)).toBe(id);
    expect(existsSync(path.join(root, `.build-${id}`))).toBe(false);
  });
});
