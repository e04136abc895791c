/**
 * Releases and rolling deploys as `npm run deploy:rolling` makes them (scripts/release.ts, scripts/deploy-rolling.ts),
 * under load: three instances behind Debian's nginx (deploy/nginx.conf) on one PostgreSQL 15 serve a copy of this
 * checkout while a build fails, a good release is made current and the instances restarted onto it one at a time,
 * and then it is rolled back. No request may fail, no page handed out may miss an asset it names, no acknowledged
 * inquiry may be lost and none stored twice.
 */
import { chmod, cp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtId, rollInstances } from "../../scripts/deploy-rolling";
import { writeNginxConfig } from "../../scripts/nginx-config";
import { precompressFile } from "../../scripts/precompress";
import { buildRelease, currentRelease, previousRelease, switchRelease, type Builder } from "../../scripts/release";
import { CheckoutCopy } from "../e2e/support/checkout-copy";
import { signFormToken } from "../support/form-token";
import type { RunningNginx } from "../support/nginx";
import { startPostgres, type PostgresCluster } from "../support/postgres";
import { CONTACT_PATH, ROOT, httpRequest, inquiryFields, referenceOf, startServersBehindNginx, urlencoded, type ServerHarness, type ServersBehindNginx } from "./support";

/** Prerendered pages (nginx answers them) and server-rendered ones (an instance does). */
const PAGES = ["/en/view/about/history", "/view/media/news", "/ja/view/media/press?page=2", "/en/view/technology/searchResult?q=chip", "/zh/view/media/ir", CONTACT_PATH];
const READERS = 4;
const WRITERS = 2;
/** Marks this run's inquiries, so that they are counted apart from any other in the database. */
const RUN = `roll-${Date.now().toString(36)}`;

let cluster: PostgresCluster;
let sql: postgres.Sql;
let site: CheckoutCopy;
let nginx: RunningNginx;
let servers: ServersBehindNginx;
let instances: ServerHarness[] = [];

/**
 * A release's build as cheaply as it can be had: this checkout's own build under the release's id. `renamed`, a prefix
 * of an asset's name, gives that asset a name of its own, as a real build of changed code would: pages of the other
 * releases name the old one.
 */
const adoptedBuild =
  (renamed?: string): Builder =>
  async ({ id, directory }) => {
    await cp(path.join(ROOT, "build"), directory, { recursive: true, dereference: true });
    const client = path.join(directory, "client");
    const builds = path.join(client, "builds");
    const meta = JSON.parse(await readFile(path.join(builds, "meta", `${await builtId(ROOT)}.json`), "utf8")) as object;
    await writeFile(path.join(builds, "meta", `${id}.json`), JSON.stringify({ ...meta, id }));
    await writeFile(path.join(builds, "latest.json"), JSON.stringify({ id, timestamp: Date.now() }));
    if (renamed) await renameAsset(directory, renamed, id);
    await writeNginxConfig(directory);
  };

/** Renames the asset whose name starts with `prefix` after the release, in every file that names it. */
async function renameAsset(directory: string, prefix: string, id: string) {
  const assets = path.join(directory, "client/assets");
  const old = (await readdir(assets)).find((name) => name.startsWith(prefix) && name.endsWith(".js"))!;
  const name = old.replace(/\.js$/, `-${id}.js`);
  await rename(path.join(assets, old), path.join(assets, name));
  await Promise.all([".br", ".gz"].map((copy) => rm(path.join(assets, old + copy), { force: true })));
  const files = (await readdir(directory, { recursive: true })).filter((file) => /\.(html|js|json|data)$/.test(file));
  for (const file of files.map((relative) => path.join(directory, relative))) {
    const text = await readFile(file, "utf8");
    if (!text.includes(old)) continue;
    await writeFile(file, text.replaceAll(old, name));
    await precompressFile(file);
  }
  await precompressFile(path.join(assets, name));
}

/** A build that writes part of its release and then fails, as one with a content mistake does. */
const failingBuild: Builder = async (build) => {
  await adoptedBuild()(build);
  throw new Error("content/ir/board.json, items[3].receiptNo: the receipt number must begin with its filing date");
};

/** The site's own scripts and stylesheets a page names. */
const assetsNamed = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);

beforeAll(async () => {
  site = CheckoutCopy.create();
  // nginx's workers read the releases as another user: the temporary directory is its owner's alone.
  await chmod(site.root, 0o755);
  await switchRelease(site.root, await buildRelease(site.root, adoptedBuild()));
  cluster = await startPostgres();
  sql = postgres(cluster.databaseUrl, { max: 2, onnotice: () => {} });
  servers = await startServersBehindNginx(3, cluster.databaseUrl, () => ({}), site.root);
  ({ instances, nginx } = servers);
}, 240_000);

afterAll(async () => {
  await servers?.stop();
  await sql?.end();
  await cluster?.stop();
  site?.dispose();
}, 60_000);

/** Restarts the instances onto the current release, as `npm run deploy:rolling` does once nginx has reloaded. */
async function deployCurrent(log: string[]) {
  const id = await builtId(site.root);
  nginx.reload();
  await expect.poll(async () => JSON.parse((await httpRequest(`${nginx.origin}/builds/latest.json`)).body).id, { timeout: 10_000 }).toBe(id);
  await rollInstances({
    ports: instances.map((instance) => instance.port),
    buildId: id,
    restart: async (port) => {
      const instance = instances.find((candidate) => candidate.port === port)!;
      await instance.stop();
      await instance.start();
    },
    readyTimeoutMs: 60_000,
    rejoinMs: 10_000,
    log: (line) => log.push(line),
  });
  return id;
}

describe("releases and a rolling deploy behind nginx", () => {
  it("survive a failed build, then make a release current and roll it back, with no failed request, missing asset, or lost or doubled inquiry", async () => {
    const [secret] = await sql<{ value: string }[]>`select value from site_secrets where name = 'form-token'`;
    const failures: string[] = [];
    const acknowledged = new Set<string>();
    const assetsHandedOut = new Set<string>();
    let reads = 0;
    let rolling = true;

    const read = async (worker: number) => {
      for (let turn = worker; rolling; turn++) {
        const page = PAGES[turn % PAGES.length]!;
        const answer = await httpRequest(nginx.origin + page).catch((error: Error) => ({ status: error.message, body: "" }));
        if (answer.status !== 200) failures.push(`GET ${page}: ${answer.status}`);
        reads++;
        for (const asset of assetsNamed(answer.body)) assetsHandedOut.add(asset);
      }
    };
    const write = async (worker: number) => {
      for (let turn = 0; rolling; turn++) {
        const mark = `${RUN}-${worker}-${turn}`;
        const fields = { ...inquiryFields(turn, signFormToken(secret!.value, Date.now() - 60_000)), title: mark };
        const answer = await httpRequest(nginx.origin + CONTACT_PATH, {
          method: "POST",
          headers: { Origin: nginx.origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: urlencoded(fields),
        }).catch((error: Error) => ({ status: error.message, headers: { location: undefined } }));
        if (answer.status === 303 && referenceOf(answer.headers.location)) acknowledged.add(mark);
        else failures.push(`POST ${mark}: ${answer.status}`);
      }
    };
    /** Every asset a page named so far, fetched now: a page open in a browser loads them later. */
    const missingAssets = async () => {
      const answers = await Promise.all([...assetsHandedOut].map(async (asset) => [asset, (await httpRequest(nginx.origin + asset)).status] as const));
      return answers.filter(([, status]) => status !== 200).map(([asset, status]) => `${asset}: ${status}`);
    };

    const load = Promise.all([...Array.from({ length: READERS }, (_, worker) => read(worker)), ...Array.from({ length: WRITERS }, (_, worker) => write(worker))]);
    const log: string[] = [];
    const first = await currentRelease(site.root);
    let second: string;
    let missingAfterRelease: string[];
    let missingAfterRollback: string[];
    try {
      await expect(buildRelease(site.root, failingBuild), "a build that fails").rejects.toThrow("The build failed, and nothing served has changed");
      expect(await currentRelease(site.root), "the current release after a failed build").toBe(first);
      expect((await readdir(path.join(site.root, "releases"))).filter((entry) => entry !== "switches.log"), "what the failed build left").toEqual([first]);

      await switchRelease(site.root, await buildRelease(site.root, adoptedBuild("media.board-")));
      second = await deployCurrent(log);
      missingAfterRelease = await missingAssets();

      await switchRelease(site.root, await previousRelease(site.root));
      expect(await deployCurrent(log), "the release rolled back to").toBe(await builtId(site.root));
      missingAfterRollback = await missingAssets();
    } finally {
      rolling = false;
      await load;
    }

    const stored = await sql<{ title: string; copies: number }[]>`
      select title, count(*)::int as copies from inquiries where title like ${`${RUN}-%`} group by title`;
    const copies = new Map(stored.map((row) => [row.title, row.copies]));
    console.log(
      `Releases and rolling deploys: ${reads} pages read naming ${assetsHandedOut.size} assets, ${acknowledged.size} inquiries acknowledged, ${stored.length} stored, ${failures.length} failed requests`,
    );

    expect(second, "a new release").not.toBe(first);
    expect(await currentRelease(site.root), "rolled back").toBe(first);
    expect(log, "each instance came back ready, on each deploy").toHaveLength(instances.length * 2 * 2);
    expect(failures, "no request failed").toEqual([]);
    expect([...assetsHandedOut].filter((asset) => asset.includes(second)), "pages of the new release were handed out").not.toEqual([]);
    expect(missingAfterRelease, "assets missing once the new release served").toEqual([]);
    expect(missingAfterRollback, "assets missing once rolled back").toEqual([]);
    expect(reads, "pages were read during the deploys").toBeGreaterThan(100);
    expect(acknowledged.size, "inquiries were sent during the deploys").toBeGreaterThan(20);
    expect([...acknowledged].filter((mark) => copies.get(mark) !== 1), "every acknowledged inquiry stored once").toEqual([]);
    expect(stored.filter((row) => !acknowledged.has(row.title)), "nothing stored that was not acknowledged").toEqual([]);
    for (const instance of instances) {
      const readiness = await httpRequest(`${instance.origin}/readyz`);
      expect([readiness.status, readiness.headers["x-build-id"]]).toEqual([200, first]);
    }
  }, 420_000);
});
