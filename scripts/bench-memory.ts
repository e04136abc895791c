/**
 * Start time and memory of the production build (`npm run build` first), on the embedded store (PGlite) and on a
 * throwaway PostgreSQL 15 cluster:
 *
 *   - ready: from the spawn of `node server.js` to the first 200 of /readyz (goal: 2 s on either store);
 *   - memory at ready, after one visit of each address of sitemap.xml, and after REQUESTS requests to those addresses
 *     with random query parameters (half of names no page reads, half of names the page reads, with random values);
 *     goals: PostgreSQL 200 MB resident, PGlite 350 MB, after all of it;
 *   - where the memory goes: the V8 heap, external memory (PGlite's WebAssembly memory is part of it), ArrayBuffers,
 *     and the render cache's entries and bytes (the server's own metrics).
 *
 *   npm run bench:memory -- [--runs=3] [--requests=10000] [--port=3500] [--postgres-port=5500]
 *
 * Each figure is the median of the runs; a run is a fresh process on the same data. The first start of a new PGlite
 * data directory (initdb) is printed apart: it happens once per deployment. Figures, not a test: printed, and kept in
 * bench/results/memory.md (scripts/bench-result.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DomUtils, parseDocument } from "htmlparser2";
import { startPostgres } from "../tests/support/postgres";
import { benchReport, writeBenchResult } from "./bench-result";
import { percentile, table } from "./report";
import { waitUntilReady } from "../deploy/wait-ready.ts";
import { serverEnvironment, serverNodeOptions } from "./start-command";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MB = 1024 * 1024;
const GOAL_READY_MS = 2000;
const GOAL_RESIDENT_MB = { PGlite: 350, PostgreSQL: 200 } as const;
/** Concurrent requests of the visits: a few, as a crawler or a burst of visitors. */
const CONCURRENCY = 8;
/** What the bench prints, kept in bench/results/memory.md at the end. */
const output = benchReport();

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    requests: { type: "string", default: "10000" },
    port: { type: "string", default: "3500" },
    "postgres-port": { type: "string", default: "5500" },
  },
});
const runs = Math.max(1, Number(args.runs));
const requestCount = Math.max(0, Number(args.requests));
const port = Number(args.port);
const metricsPort = port + 1;
const origin = `http://127.0.0.1:${port}`;

type Store = keyof typeof GOAL_RESIDENT_MB;
type Memory = { resident: number; heap: number; external: number; arrayBuffers: number; cacheEntries: number; cacheBytes: number };
type Run = { readyMs: number; atReady: Memory; afterSitemap: Memory; afterRandom: Memory };

/** The server's figures from its metrics endpoint (prom-client's process and Node gauges, and the site's own). */
async function memory(): Promise<Memory> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const gauge = (name: string) => Number(text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m"))?.[1] ?? Number.NaN);
  return {
    resident: gauge("process_resident_memory_bytes"),
    heap: gauge("nodejs_heap_size_used_bytes"),
    external: gauge("nodejs_external_memory_bytes"),
    arrayBuffers: gauge("nodejs_array_buffers_bytes"),
    cacheEntries: gauge("site_render_cache_entries"),
    cacheBytes: gauge("site_render_cache_bytes"),
  };
}

function spawnServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [...serverNodeOptions, path.join(ROOT, "server.js")], {
    cwd: ROOT,
    env: { ...process.env, ...serverEnvironment, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", METRICS_PORT: String(metricsPort), LOG_LEVEL: "warn", INQUIRY_RATE_LIMIT: "off", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Milliseconds from the spawn to the first 200 of /readyz. */
async function untilReady(child: ChildProcess, spawnedAt: number): Promise<number> {
  const exited = new AbortController();
  child.once("exit", (code) => exited.abort(new Error(`The server exited with ${code} while starting`)));
  await waitUntilReady({ port, intervalMs: 10, signal: exited.signal });
  return performance.now() - spawnedAt;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Requests the paths, CONCURRENCY at a time, with Brotli as a browser asks, reading each body to its end. */
async function visit(paths: readonly string[]) {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const answer = await fetch(origin + paths[next++]!, { headers: { "Accept-Encoding": "br, gzip" } });
      await answer.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const randomWord = () => Math.random().toString(36).slice(2, 2 + 1 + Math.floor(Math.random() * 8));
/** Names pages read (server/app/site/query-params.ts), so that random values of them reach the renderer too. */
const READ_NAMES = ["page", "category", "id", "product", "subject", "sent", "topic", "q", "column"];
const randomQuery = () =>
  Math.random() < 0.5 ? `${randomWord()}=${randomWord()}&utm_source=${randomWord()}` : `${READ_NAMES[Math.floor(Math.random() * READ_NAMES.length)]}=${randomWord()}`;

/** A board item's address has a query already (`?id=`); the random one is added to it. */
const withQuery = (address: string, query: string) => `${address}${address.includes("?") ? "&" : "?"}${query}`;

/** The sitemap's addresses as paths with their queries: a board item's page is its board's path with `?id=`. */
async function sitemapPaths(): Promise<string[]> {
  const sitemap = await readFile(path.join(ROOT, "build/client/sitemap.xml"), "utf8");
  return DomUtils.getElementsByTagName("loc", parseDocument(sitemap, { xmlMode: true })).map((loc) => {
    const url = new URL(DomUtils.textContent(loc));
    return url.pathname + url.search;
  });
}

async function measure(env: NodeJS.ProcessEnv, paths: readonly string[]): Promise<Run> {
  const spawnedAt = performance.now();
  const child = spawnServer(env);
  try {
    const readyMs = await untilReady(child, spawnedAt);
    const atReady = await memory();
    await visit(paths);
    const afterSitemap = await memory();
    await visit(Array.from({ length: requestCount }, () => withQuery(paths[Math.floor(Math.random() * paths.length)]!, randomQuery())));
    return { readyMs, atReady, afterSitemap, afterRandom: await memory() };
  } finally {
    await stopServer(child);
  }
}

async function benchStore(store: Store, env: NodeJS.ProcessEnv, paths: readonly string[]) {
  const results: Run[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await measure(env, paths);
    output.print(`${store} run ${run}: ready in ${result.readyMs.toFixed(0)} ms, ${(result.afterRandom.resident / MB).toFixed(0)} MB resident at the end`);
    results.push(result);
  }
  return results;
}

const median = (values: number[]) => percentile(values, 50);
const inMB = (bytes: number) => (bytes / MB).toFixed(0);

function report(store: Store, results: Run[]) {
  const stages = [
    ["at ready", (run: Run) => run.atReady],
    ["after the sitemap", (run: Run) => run.afterSitemap],
    [`after ${requestCount} random queries`, (run: Run) => run.afterRandom],
  ] as const;
  const rows = [
    [`${store} (median of ${results.length})`, "resident MB", "heap MB", "external MB", "array buffers MB", "cache entries", "cache MB"],
    ...stages.map(([label, of]) => {
      const figure = (key: keyof Memory) => median(results.map((run) => of(run)[key]));
      return [label, inMB(figure("resident")), inMB(figure("heap")), inMB(figure("external")), inMB(figure("arrayBuffers")), String(figure("cacheEntries")), inMB(figure("cacheBytes"))];
    }),
  ];
  const readyMs = median(results.map((run) => run.readyMs));
  const peak = Math.max(...stages.map(([, of]) => median(results.map((run) => of(run).resident))));
  output.print(`\n${table(rows)}`);
  output.print(`ready: ${readyMs.toFixed(0)} ms (goal ${GOAL_READY_MS} ms: ${readyMs <= GOAL_READY_MS ? "met" : "NOT met"})`);
  output.print(`resident at most: ${inMB(peak)} MB (goal ${GOAL_RESIDENT_MB[store]} MB: ${peak <= GOAL_RESIDENT_MB[store] * MB ? "met" : "NOT met"})`);
}

if (!existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("The bench runs the production build: run `npm run build` first.");
output.print(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(" ")}`);
const paths = await sitemapPaths();

const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-memory-"));
try {
  const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
  const firstStartedAt = performance.now();
  const first = spawnServer(env);
  const firstReadyMs = await untilReady(first, firstStartedAt).finally(() => stopServer(first));
  output.print(`PGlite: first start on a new data directory (initdb) ready in ${firstReadyMs.toFixed(0)} ms`);
  report("PGlite", await benchStore("PGlite", env, paths));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const cluster = await startPostgres({ port: Number(args["postgres-port"]) });
try {
  report("PostgreSQL", await benchStore("PostgreSQL", { DATABASE_URL: cluster.databaseUrl }, paths));
} finally {
  await cluster.stop();
}
writeBenchResult("memory", output.lines);
