/**
 * A rolling deploy as `npm run deploy:rolling` does it (scripts/deploy-rolling.ts), under load: three instances behind
 * Debian's nginx (deploy/nginx.conf) on one PostgreSQL 15 are restarted one at a time onto a new build while visitors
 * read pages and send inquiries. No request may fail, no acknowledged inquiry may be lost and none stored twice.
 */
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtId, rollInstances } from "../../scripts/deploy-rolling";
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
let nginx: RunningNginx;
let servers: ServersBehindNginx;
let instances: ServerHarness[] = [];
let nextBuild: { root: string; id: string };

/**
 * A second build as cheaply as it can be had: this checkout, linked, with a copy of build/ whose builds/latest.json
 * names another id (the id the server reports comes from that file: server/build-meta.ts).
 */
async function copyWithNewBuildId(): Promise<{ root: string; id: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), "next-build-"));
  await cp(path.join(ROOT, "build"), path.join(root, "build"), { recursive: true });
  // server.js is copied: Node would run a linked one from its real path, with this checkout's build.
  await cp(path.join(ROOT, "server.js"), path.join(root, "server.js"));
  const checkout = (await readdir(ROOT)).filter((entry) => entry !== "build" && entry !== "server.js");
  await Promise.all(checkout.map((entry) => symlink(path.join(ROOT, entry), path.join(root, entry))));
  const builds = path.join(root, "build/client/builds");
  const previous = await builtId(ROOT);
  const id = `${previous}-next`;
  const meta = JSON.parse(await readFile(path.join(builds, "meta", `${previous}.json`), "utf8")) as { id: string };
  await writeFile(path.join(builds, "meta", `${id}.json`), JSON.stringify({ ...meta, id }));
  await writeFile(path.join(builds, "latest.json"), JSON.stringify({ id, timestamp: Date.now() }));
  return { root, id };
}

beforeAll(async () => {
  [cluster, nextBuild] = await Promise.all([startPostgres(), copyWithNewBuildId()]);
  sql = postgres(cluster.databaseUrl, { max: 2, onnotice: () => {} });
  servers = await startServersBehindNginx(3, cluster.databaseUrl);
  ({ instances, nginx } = servers);
}, 240_000);

afterAll(async () => {
  await servers?.stop();
  await sql?.end();
  await cluster?.stop();
  if (nextBuild) await rm(nextBuild.root, { recursive: true, force: true });
}, 60_000);

describe("a rolling deploy behind nginx", () => {
  it("restarts every instance onto the new build with no failed request and no lost or doubled inquiry", async () => {
    const [secret] = await sql<{ value: string }[]>`select value from site_secrets where name = 'form-token'`;
    const failures: string[] = [];
    const acknowledged = new Set<string>();
    let reads = 0;
    let rolling = true;

    const read = async (worker: number) => {
      for (let turn = worker; rolling; turn++) {
        const page = PAGES[turn % PAGES.length]!;
        const answer = await httpRequest(nginx.origin + page).catch((error: Error) => ({ status: error.message }));
        if (answer.status === 200) reads++;
        else failures.push(`GET ${page}: ${answer.status}`);
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

    const load = Promise.all([...Array.from({ length: READERS }, (_, worker) => read(worker)), ...Array.from({ length: WRITERS }, (_, worker) => write(worker))]);
    const log: string[] = [];
    try {
      await rollInstances({
        ports: instances.map((instance) => instance.port),
        buildId: nextBuild.id,
        restart: async (port) => {
          const instance = instances.find((candidate) => candidate.port === port)!;
          await instance.stop();
          instance.siteRoot = nextBuild.root;
          await instance.start();
        },
        readyTimeoutMs: 60_000,
        rejoinMs: 10_000,
        log: (line) => log.push(line),
      });
    } finally {
      rolling = false;
      await load;
    }

    const stored = await sql<{ title: string; copies: number }[]>`
      select title, count(*)::int as copies from inquiries where title like ${`${RUN}-%`} group by title`;
    const copies = new Map(stored.map((row) => [row.title, row.copies]));
    console.log(`Rolling deploy: ${reads} pages read, ${acknowledged.size} inquiries acknowledged, ${stored.length} stored, ${failures.length} failed requests`);

    expect(log, "each instance came back ready with the new build").toHaveLength(instances.length * 2);
    expect(failures, "no request failed").toEqual([]);
    expect(reads, "pages were read during the deploy").toBeGreaterThan(100);
    expect(acknowledged.size, "inquiries were sent during the deploy").toBeGreaterThan(20);
    expect([...acknowledged].filter((mark) => copies.get(mark) !== 1), "every acknowledged inquiry stored once").toEqual([]);
    expect(stored.filter((row) => !acknowledged.has(row.title)), "nothing stored that was not acknowledged").toEqual([]);
    for (const instance of instances) {
      const readiness = await httpRequest(`${instance.origin}/readyz`);
      expect([readiness.status, readiness.headers["x-build-id"]]).toEqual([200, nextBuild.id]);
    }
  });
});
