/**
 * Performance benchmark: Lighthouse (mobile, simulated throttling, as `lhci collect` runs it) on the sampled pages, on
 * a copy of each without scripts and on "the floor", a blank React Router app built with the same packages
 * (bench/floor); Lighthouse CI asserts the budgets of lighthouserc.cjs on each figure's median. This script is the glue
 * Lighthouse CI has no option for: the build and its servers, the no-script copies, the runs (each also audited again
 * at thread time, which needs the run's trace) and the figures it cannot assert (LCP against the no-script copy,
 * first-load JavaScript against the floor).
 *
 *   npm run bench                 build the site, measure, print the table and the budgets, exit 0
 *   npm run bench -- --no-build   measure a copy of the existing build/ without rebuilding
 *   npm run bench -- --strict     exit 1 if any budget fails
 *   npm run bench -- --runs=1     fewer Lighthouse runs per page (default 3; each figure is their median)
 *   npm run bench -- --only=media-ir   only the benched pages of this page id (repeatable), and the floor
 *
 * Then the throughput figures of scripts/bench-throughput.ts: requests per second from npm start and from nginx.
 *
 * Writes bench-results/lighthouse/ (every run's report, manifest.json) and bench-results/lighthouse.json (the table's
 * figures), and keeps what it prints of them in bench/results/lighthouse.md (and bench/results/throughput.md:
 * scripts/bench-result.ts). Exits 2 if the bench itself could not run.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, statSync } from "node:fs";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { clearSavedReportsAndLHRs, saveLHR } from "@lhci/utils/src/saved-reports.js";
import { ensureDebianPackage } from "./debian";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { benchReport, writeBenchResult } from "./bench-result";
import { THROUGHPUT_CONNECTIONS, benchThroughput, reportThroughput } from "./bench-throughput";
import { table } from "./report";
import { atThreadTime, type TraceEvent } from "./thread-time-trace";
import { prerenderedPaths } from "../app/site/urls";
import { FLOOR_APP_DIR, FLOOR_BUILD_DIR, FLOOR_CLIENT_DIR } from "../bench/floor-build";
import { FIRST_LOAD_JS_ABOVE_FLOOR_KB, sampledPaths } from "../bench/sampled-pages";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = path.join(ROOT, "bench-results");
const SITE_BUILD_DIR = path.join(ROOT, "build");
// The real server runs on a copy of build/ taken right after the build: others may rebuild build/ while the bench
// runs, and a page whose chunks vanish mid-run reloads itself and measures nonsense.
const SITE_SNAPSHOT_CWD = path.join(RESULTS_DIR, "site");
const SITE_CLIENT_DIR = path.join(SITE_SNAPSHOT_CWD, "build/client");
const NO_SCRIPT_DIR = path.join(RESULTS_DIR, "no-script");
const REPORTS_DIR = path.join(RESULTS_DIR, "lighthouse");
const LHCI = path.join(ROOT, "node_modules/.bin/lhci");
const LIGHTHOUSE = path.join(ROOT, "node_modules/.bin/lighthouse");

const FLOOR_LABEL = "floor (blank app)";
/** The label of a page's copy without scripts: the same HTML, CSS and fonts, and what its LCP is measured against. */
const noScriptLabel = (page: string) => `${page} (no script)`;
/** A budget Lighthouse CI cannot assert (the others are in lighthouserc.cjs; the JavaScript one in bench/sampled-pages.ts). */
const LCP_RATIO_GOAL = 1.15;
const KB = 1024;

const args = process.argv.slice(2);
const build = !args.includes("--no-build");
const strict = args.includes("--strict");
const runsArg = args.find((a) => a.startsWith("--runs="));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice("--runs=".length)) || 3) : 3;
const only = args.filter((a) => a.startsWith("--only=")).map((a) => a.slice("--only=".length));
const PAGES = sampledPaths(only);

// Everything started here is stopped at the end, also on error or Ctrl-C.
const children = new Set<ChildProcess>();
const servers = new Set<http.Server>();

async function cleanup() {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  servers.clear();
  await Promise.all([...children].map((child) => stopChild(child)));
}

function stopChild(child: ChildProcess): Promise<void> {
  children.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Runs a command to the end, its output into a log file or onto the terminal; returns its exit code. */
async function run(command: string, commandArgs: string[], { cwd = ROOT, logFile, env }: { cwd?: string; logFile?: string; env?: NodeJS.ProcessEnv } = {}) {
  const child = spawn(command, commandArgs, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", logFile ? "pipe" : "inherit", logFile ? "pipe" : "inherit"] });
  children.add(child);
  const log = logFile ? createWriteStream(logFile) : undefined;
  if (log) {
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (c) => resolve(c));
  });
  children.delete(child);
  if (log) await new Promise<void>((resolve) => log.end(resolve));
  return code;
}

/** As run(), but a failure prints the log's tail and throws. */
async function runLogged(label: string, command: string, commandArgs: string[], logFile: string, cwd = ROOT) {
  const code = await run(command, commandArgs, { cwd, logFile });
  if (code !== 0) {
    console.error((await readFile(logFile, "utf8")).split("\n").slice(-40).join("\n"));
    throw new Error(`${label} failed (exit ${code}); full log: ${path.relative(ROOT, logFile)}`);
  }
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForOk(url: string, child?: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited (code ${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (${lastError})`);
}

/** Copies build/ for the real server and checks that every asset the measured pages reference is in the copy. */
async function snapshotSiteBuild() {
  for (let attempt = 1; ; attempt++) {
    await rm(SITE_SNAPSHOT_CWD, { recursive: true, force: true });
    await cp(SITE_BUILD_DIR, path.join(SITE_SNAPSHOT_CWD, "build"), { recursive: true, dereference: true });
    // The server build reads what lies two folders up from itself: the migrations it applies, the boards' content
    // folders and the uploads they name.
    for (const dir of ["drizzle", "content", "public"]) {
      await cp(path.join(ROOT, dir), path.join(SITE_SNAPSHOT_CWD, dir), { recursive: true });
    }
    const missing: string[] = [];
    // Server-rendered pages (boards, items) have no file; their assets are those of the prerendered ones.
    for (const page of PAGES.filter((address) => prerenderedPaths().includes(address))) {
      const html = await readFile(path.join(SITE_CLIENT_DIR, page, "index.html"), "utf8").catch(() => undefined);
      if (html === undefined) {
        missing.push(`${page}/index.html`);
        continue;
      }
      for (const [, ref] of html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)) {
        if (ref && !existsSync(path.join(SITE_CLIENT_DIR, ref))) missing.push(ref);
      }
    }
    if (missing.length === 0) return;
    if (attempt >= 3) {
      throw new Error(`build/ is incomplete or changed while it was copied (another build running?): missing ${[...new Set(missing)].slice(0, 5).join(", ")}`);
    }
    console.log(`  build/ changed while it was copied (${missing.length} missing files): copying again`);
    await new Promise((r) => setTimeout(r, 5_000));
  }
}

async function startSiteServer(): Promise<string> {
  const port = await freePort();
  const logFile = path.join(RESULTS_DIR, "server.log");
  const log = createWriteStream(logFile);
  // The compiled server serves the build it belongs to: start the snapshot's, as server.js starts build/'s.
  const entry = pathToFileURL(path.join(SITE_SNAPSHOT_CWD, "build/server/index.js")).href;
  const child = spawn(process.execPath, ["--input-type=module", "-e", `const { start } = await import(${JSON.stringify(entry)}); await start();`], {
    cwd: SITE_SNAPSHOT_CWD,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const origin = `http://127.0.0.1:${port}`;
  try {
    // PGlite creates its database on the first start: half a minute on a busy machine.
    await waitForOk(`${origin}/`, child, 120_000);
  } catch (error) {
    console.error(await readFile(logFile, "utf8").catch(() => ""));
    throw error;
  }
  return origin;
}

/** A static server for the floor and the no-script copies: compressed and cached as the site's server does. */
async function startStaticServer(dir: string): Promise<string> {
  const app = express();
  app.use(compression());
  app.use("/assets", express.static(path.join(dir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(dir, { maxAge: 0 }));
  const server = http.createServer(app);
  servers.add(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Copies of the pages as the site serves them, with every script and module preload taken out, beside the build's
 * assets (stylesheets, fonts, images): what a page's first paint would be if it waited for nothing but HTML and CSS.
 * Each is written at /no-script/N/ so that pages told apart only by their query have their own copy.
 */
async function writeNoScriptCopies(siteOrigin: string): Promise<Map<string, string>> {
  await rm(NO_SCRIPT_DIR, { recursive: true, force: true });
  await cp(SITE_CLIENT_DIR, NO_SCRIPT_DIR, { recursive: true, filter: (source) => !source.endsWith(".html") && !source.endsWith(".data") });
  const copies = new Map<string, string>();
  for (const [index, page] of PAGES.entries()) {
    const html = await (await fetch(siteOrigin + page)).text();
    const stripped = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");
    const dir = path.join(NO_SCRIPT_DIR, "no-script", String(index));
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "index.html"), stripped);
    copies.set(page, `/no-script/${index}/`);
  }
  return copies;
}

/**
 * Phones always carry Korean, Chinese and Japanese system fonts; a Linux host without them makes Chromium search
 * every installed font for each CJK character, which measures a fallback cost no visitor pays.
 */
const ensureCjkSystemFonts = () =>
  ensureDebianPackage("fonts-noto-cjk", "phones carry CJK system fonts", () => execFileSync("fc-list", [":lang=ko", "family"], { encoding: "utf8" }).trim() !== "");

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse runs

const RUN_DIR = path.join(RESULTS_DIR, "lighthouse-run");
const ATTEMPTS = 3;

/**
 * One run of Lighthouse as `lhci collect` makes it (Lighthouse's defaults, the same Chromium and flags, tried again
 * when it fails, as lhci does), its report for `lhci upload` and `lhci assert`; and the same run's total blocking time
 * audited again from its trace at thread time (scripts/thread-time-trace.ts). `lhci collect` itself keeps no trace.
 */
async function lighthouseRun(url: string): Promise<{ lhr: string; threadTimeTbtMs: number }> {
  const gathered = path.join(RUN_DIR, "gathered");
  const atThreadTimeDir = path.join(RUN_DIR, "thread-time");
  const log = path.join(RESULTS_DIR, "lighthouse-run.log");
  const chromeFlags = `--chrome-flags=${[...CHROMIUM_FLAGS, "--headless=new"].join(" ")}`;
  for (let attempt = 1; ; attempt++) {
    await rm(RUN_DIR, { recursive: true, force: true });
    await mkdir(RUN_DIR, { recursive: true });
    const report = path.join(RUN_DIR, "report.json");
    const code = await run(LIGHTHOUSE, [url, `-GA=${gathered}`, "--output=json", `--output-path=${report}`, chromeFlags], { logFile: log, env: { CHROME_PATH: CHROMIUM_PATH } });
    const lhr = code === 0 ? await readFile(report, "utf8").catch(() => undefined) : undefined;
    if (lhr && !(JSON.parse(lhr) as { runtimeError?: unknown }).runtimeError) {
      await cp(gathered, atThreadTimeDir, { recursive: true });
      const tracePath = path.join(atThreadTimeDir, "defaultPass.trace.json");
      const trace = JSON.parse(await readFile(tracePath, "utf8")) as { traceEvents: TraceEvent[] };
      atThreadTime(trace.traceEvents);
      await writeFile(tracePath, JSON.stringify(trace));
      const audited = path.join(RUN_DIR, "thread-time.json");
      await runLogged("lighthouse -A", LIGHTHOUSE, [url, `-A=${atThreadTimeDir}`, "--output=json", `--output-path=${audited}`], log);
      const threadTimeTbtMs = (JSON.parse(await readFile(audited, "utf8")) as Lhr).audits["total-blocking-time"]?.numericValue ?? Number.NaN;
      return { lhr, threadTimeTbtMs };
    }
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}; log: ${path.relative(ROOT, log)}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Figures of a Lighthouse report that Lighthouse CI does not summarise

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type NetworkRequest = { url: string; resourceType?: string; mimeType?: string; transferSize?: number; rendererStartTime?: number };
type UserTiming = { name: string; startTime: number };
type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
  environment: { benchmarkIndex?: number };
  runWarnings: string[];
};
type Script = { url: string; gzipBytes: number };

const gzipSize = (file: string) => gzipSync(readFileSync(file)).length;

/**
 * Every same-origin JavaScript file the page requested until it was hydrated (its `hydrated` user timing; a page
 * without one, the floor, until the end of Lighthouse's load), as gzip -6 of the file on disk. Code a page imports
 * later, when it is idle (the brand font's cache), is not first-load JavaScript.
 */
function firstLoadScripts(requests: NetworkRequest[], hydratedAt: number, origin: string, clientDir: string): Script[] {
  const scripts = new Map<string, Script>();
  for (const request of requests) {
    if ((request.rendererStartTime ?? 0) > hydratedAt) continue;
    const url = new URL(request.url);
    const isScript = request.resourceType === "Script" || /javascript|ecmascript/.test(request.mimeType ?? "");
    if (url.origin !== origin || !isScript || scripts.has(url.pathname)) continue;
    const file = path.join(clientDir, path.normalize(decodeURIComponent(url.pathname)));
    const onDisk = file.startsWith(clientDir + path.sep) && existsSync(file) && statSync(file).isFile();
    scripts.set(url.pathname, { url: url.pathname, gzipBytes: onDisk ? gzipSize(file) : (request.transferSize ?? 0) });
  }
  return [...scripts.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

function figures(lhr: Lhr, url: string, clientDir: string) {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as NetworkRequest[];
  const timings = (lhr.audits["user-timings"]?.details?.items ?? []) as UserTiming[];
  const hydratedAt = timings.find((timing) => timing.name === "hydrated")?.startTime ?? Number.POSITIVE_INFINITY;
  const scripts = firstLoadScripts(requests, hydratedAt, new URL(url).origin, clientDir);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? Number.NaN])) as Record<(typeof CATEGORIES)[number], number>,
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    /** The document as it went over the wire (Brotli from the site's server), headers included. */
    htmlTransferBytes: requests.find((r) => r.resourceType === "Document")?.transferSize ?? Number.NaN,
    scripts,
  };
}

/** Every run of each URL, Lighthouse CI's representative run first, read from its filesystem upload. */
async function runsByUrl(): Promise<Map<string, Lhr[]>> {
  const manifest = JSON.parse(await readFile(path.join(REPORTS_DIR, "manifest.json"), "utf8")) as { url: string; isRepresentativeRun: boolean; jsonPath: string }[];
  const runs = new Map<string, Lhr[]>();
  for (const entry of [...manifest].sort((a, b) => Number(b.isRepresentativeRun) - Number(a.isRepresentativeRun))) {
    const href = new URL(entry.url).href;
    runs.set(href, [...(runs.get(href) ?? []), JSON.parse(await readFile(entry.jsonPath, "utf8")) as Lhr]);
  }
  return runs;
}

/** Lighthouse CI's "median" aggregation, which lighthouserc.cjs asserts: the middle value, or the mean of the two. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle]! + sorted[middle + 1]!) / 2;
}

/**
 * Each figure's median over the runs, as the assertions take it: the representative run (closest to the median FCP
 * and time to interactive) can hold the slowest of three TBTs. The scripts listed are the representative run's.
 */
function medianFigures(lhrs: Lhr[], url: string, clientDir: string) {
  const runs = lhrs.map((lhr) => figures(lhr, url, clientDir));
  const of = (figure: (run: (typeof runs)[number]) => number) => median(runs.map(figure));
  return {
    ...runs[0]!,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((run) => run.scores[c])])) as Record<(typeof CATEGORIES)[number], number>,
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    jsGzipBytes: of((run) => run.jsGzipBytes),
    htmlTransferBytes: of((run) => run.htmlTransferBytes),
    tbtRunsMs: runs.map((run) => run.tbtMs),
  };
}

// ---------------------------------------------------------------------------------------------------------------

/** The machine's CPU time so far, idle and in all, summed over its cores. */
function cpuTimes() {
  return os.cpus().reduce(
    (sum, { times }) => ({ idle: sum.idle + times.idle, total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq }),
    { idle: 0, total: 0 },
  );
}

/**
 * Waits until the CPUs have been at least 85 % idle for 3 seconds in a row and the 1-minute load average is under
 * the number of cores (it trails the builds just before), for at most two minutes. Runs that start while the floor's
 * build and the server's start still run down inflate TBT: IR's median was 65 ms then, and 31 ms on a quiet machine
 * (one bench of 3 runs each).
 */
async function untilQuiet(): Promise<{ ms: number; quiet: boolean }> {
  const started = Date.now();
  let before = cpuTimes();
  let quietSeconds = 0;
  while (Date.now() - started < 120_000) {
    if (quietSeconds >= 3 && os.loadavg()[0]! < os.availableParallelism()) return { ms: Date.now() - started, quiet: true };
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuTimes();
    const idleShare = (now.idle - before.idle) / Math.max(1, now.total - before.total);
    quietSeconds = idleShare >= 0.85 ? quietSeconds + 1 : 0;
    before = now;
  }
  return { ms: Date.now() - started, quiet: false };
}

async function main() {
  const started = Date.now();
  await mkdir(RESULTS_DIR, { recursive: true });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  ensureCjkSystemFonts();

  if (build) {
    console.log("Building the site (npm run build; log: bench-results/build.log)…");
    await runLogged("npm run build", "npm", ["run", "build"], path.join(RESULTS_DIR, "build.log"));
  } else if (!existsSync(path.join(SITE_BUILD_DIR, "client/index.html"))) {
    throw new Error("--no-build given but build/client/index.html is missing: run npm run build first");
  }
  await snapshotSiteBuild();

  console.log("Building the floor (bench/floor; log: bench-results/floor-build.log)…");
  await rm(FLOOR_BUILD_DIR, { recursive: true, force: true });
  // Run from bench/floor itself: `react-router build bench/floor` from the repo root builds the floor's assets but
  // prerenders the site's HTML into them (its prerender step resolves the server build against the working directory).
  await runLogged("floor build", path.join(ROOT, "node_modules/.bin/react-router"), ["build"], path.join(RESULTS_DIR, "floor-build.log"), FLOOR_APP_DIR);
  const floorHtml = await readFile(path.join(FLOOR_CLIENT_DIR, "index.html"), "utf8").catch(() => "");
  if (!floorHtml.includes("<h1>Blank</h1>")) throw new Error(`floor build did not prerender the blank page into ${FLOOR_CLIENT_DIR}/index.html`);

  const siteOrigin = await startSiteServer();
  const floorOrigin = await startStaticServer(FLOOR_CLIENT_DIR);
  const noScriptCopies = await writeNoScriptCopies(siteOrigin);
  const noScriptOrigin = await startStaticServer(NO_SCRIPT_DIR);
  console.log(`Site: ${siteOrigin} (real server)   floor: ${floorOrigin}, no-script copies: ${noScriptOrigin} (static, compressed)`);

  // Each page beside its no-script copy, so that the two are measured under the same conditions.
  const targets = [
    ...PAGES.flatMap((page) => [
      { page, url: siteOrigin + page, clientDir: SITE_CLIENT_DIR },
      { page: noScriptLabel(page), url: noScriptOrigin + noScriptCopies.get(page)!, clientDir: NO_SCRIPT_DIR },
    ]),
    { page: FLOOR_LABEL, url: `${floorOrigin}/`, clientDir: FLOOR_CLIENT_DIR },
  ];
  // Warm up: every page answers 200 (and the server's page cache is filled) before any measurement.
  for (const t of targets) await waitForOk(t.url, undefined, 10_000);
  const waited = await untilQuiet();
  console.log(`Waited ${(waited.ms / 1000).toFixed(0)} s for the builds and the servers' start to settle${waited.quiet ? "" : " (still busy: measuring anyway)"}.`);

  console.log(`Lighthouse: ${targets.length} pages × ${RUNS} runs, mobile, simulated throttling, one at a time…`);
  const loads = [os.loadavg()[0]!];
  clearSavedReportsAndLHRs();
  const threadTimeTbts = new Map<string, number[]>();
  for (const t of targets) {
    const runsMs: number[] = [];
    while (runsMs.length < RUNS) {
      const { lhr, threadTimeTbtMs } = await lighthouseRun(t.url);
      await saveLHR(lhr);
      runsMs.push(threadTimeTbtMs);
    }
    threadTimeTbts.set(t.url, runsMs);
  }
  loads.push(os.loadavg()[0]!);
  await rm(REPORTS_DIR, { recursive: true, force: true });
  await runLogged("lhci upload", LHCI, ["upload", "--target=filesystem", `--outputDir=${REPORTS_DIR}`], path.join(RESULTS_DIR, "lhci-upload.log"));
  const runs = await runsByUrl();
  const results = targets.map((t) => {
    const lhrs = runs.get(new URL(t.url).href);
    if (!lhrs?.length) throw new Error(`Lighthouse CI has no run of ${t.url}`);
    const threadTimeTbtRunsMs = threadTimeTbts.get(t.url)!;
    return { ...t, ...medianFigures(lhrs, t.url, t.clientDir), threadTimeTbtMs: median(threadTimeTbtRunsMs), threadTimeTbtRunsMs, benchmarkIndex: lhrs[0]!.environment.benchmarkIndex, warnings: lhrs.flatMap((lhr) => lhr.runWarnings) };
  });

  const floor = results.find((r) => r.page === FLOOR_LABEL)!;
  const noScript = new Map(PAGES.map((page) => [page, results.find((r) => r.page === noScriptLabel(page))!]));
  const pages = results.filter((r) => PAGES.includes(r.page));
  const floorJs = floor.jsGzipBytes;
  type Figures = (typeof results)[number];
  const lcpRatio = (r: Figures) => (noScript.has(r.page) ? r.lcpMs / noScript.get(r.page)!.lcpMs : Number.NaN);
  const score = (s: number) => (Number.isNaN(s) ? " n/a" : s.toFixed(2));
  const withRuns = (medianMs: number, runsMs: number[]) => `${Math.round(medianMs)}${runsMs.length > 1 ? ` (${runsMs.map((ms) => Math.round(ms)).join("/")})` : ""}`;
  const header = ["page", "perf", "a11y", "best-pr", "seo", "LCP ms", "LCP ÷ no script", "TBT ms (runs)", "at thread time", "CLS", "JS gzip KB", "JS over floor KB", "HTML KB (wire)"];
  const row = (r: Figures) => [
    r.page,
    ...CATEGORIES.map((c) => score(r.scores[c])),
    String(Math.round(r.lcpMs)),
    Number.isNaN(lcpRatio(r)) ? "—" : lcpRatio(r).toFixed(2),
    withRuns(r.tbtMs, r.tbtRunsMs),
    withRuns(r.threadTimeTbtMs, r.threadTimeTbtRunsMs),
    r.cls.toFixed(3),
    (r.jsGzipBytes / KB).toFixed(1),
    r === floor ? "—" : `${r.jsGzipBytes >= floorJs ? "+" : ""}${((r.jsGzipBytes - floorJs) / KB).toFixed(1)}`,
    (r.htmlTransferBytes / KB).toFixed(1),
  ];
  const benchmarkIndexes = results.map((r) => Math.round(r.benchmarkIndex ?? Number.NaN));
  // What follows is the bench's report: printed, and kept in bench/results/lighthouse.md.
  const report = benchReport();
  report.print(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"} (mobile, simulated throttling; KB = 1024 bytes; ` +
      `TBT at thread time = the same runs' traces with each main-thread task shrunk to the CPU time the thread spent, ` +
      `the page's own work without the host's waits; ` +
      `JS = same-origin scripts requested until the page is hydrated, gzip -6 of the files on disk; host benchmarkIndex ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)})\n`,
  );
  report.print(table([header, ...pages.flatMap((r) => [row(r), row(noScript.get(r.page)!)]), row(floor)]));
  const cores = os.availableParallelism();
  // Lighthouse and Chromium alone keep the load average near the number of cores; above it by one, something else ran.
  if (!waited.quiet || loads.at(-1)! > cores + 1) {
    report.print(
      `\nWarning: the machine was busy ${waited.quiet ? "during" : "before"} the runs (1-min load average ${loads.map((l) => l.toFixed(1)).join(" → ")} on ${cores} cores): ` +
        "TBT, LCP and performance are inflated by other work; re-run on a quiet machine before trusting them.",
    );
  }

  report.print(`\nBudgets of lighthouserc.cjs (lhci assert on each figure's median; reports in ${path.relative(ROOT, REPORTS_DIR)}/):`);
  const assertLog = path.join(RESULTS_DIR, "lhci-assert.log");
  const asserted = await run(LHCI, ["assert"], { env: { BENCH_SITE_ORIGIN: siteOrigin }, logFile: assertLog });
  report.print((await readFile(assertLog, "utf8")).trimEnd());
  if (asserted === 0) report.print("All assertions met.");
  const jsLimit = floorJs + FIRST_LOAD_JS_ABOVE_FLOOR_KB * KB;
  const failures = pages.flatMap((r) => [
    ...(lcpRatio(r) <= LCP_RATIO_GOAL ? [] : [`✗ ${r.page}: LCP ≤ ${LCP_RATIO_GOAL} × the no-script copy's — got ${lcpRatio(r).toFixed(2)} ×`]),
    ...(r.jsGzipBytes <= jsLimit
      ? []
      : [
          [
            `✗ ${r.page}: first-load JS ≤ ${(jsLimit / KB).toFixed(1)} KB gzip — got ${(r.jsGzipBytes / KB).toFixed(1)} KB, the largest files:`,
            ...r.scripts.slice(0, 8).map((s) => `    ${(s.gzipBytes / KB).toFixed(1).padStart(6)} KB  ${s.url}`),
          ].join("\n"),
        ]),
  ]);
  report.print(`\nBudgets of this script: LCP ≤ ${LCP_RATIO_GOAL} × no script, first-load JS ≤ floor (${(floorJs / KB).toFixed(1)} KB) + ${FIRST_LOAD_JS_ABOVE_FLOOR_KB} KB gzip`);
  report.print(failures.length === 0 ? "All met." : failures.join("\n"));
  const warnings = [...new Set(results.flatMap((r) => r.warnings))];
  if (warnings.length) report.print(`\nLighthouse warnings:\n${warnings.map((w) => `  - ${w}`).join("\n")}`);

  const out = path.join(RESULTS_DIR, "lighthouse.json");
  const summary = results.map((r) => ({ ...r, lcpRatio: lcpRatio(r) }));
  await writeFile(out, JSON.stringify({ date: new Date().toISOString(), runsPerPage: RUNS, loadAverage1m: loads, floorJsGzipBytes: floorJs, results: summary, failures }, null, 2));
  console.log(`\nFigures: ${path.relative(ROOT, out)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  writeBenchResult("lighthouse", report.lines);

  // Requests per second of the app and of nginx in front of it (scripts/bench-throughput.ts), once Lighthouse is done.
  await cleanup();
  reportThroughput(await benchThroughput(), THROUGHPUT_CONNECTIONS);
  return (asserted === 0 ? 0 : 1) + failures.length;
}

let exitCode = 0;
try {
  const failed = await main();
  exitCode = strict && failed > 0 ? 1 : 0;
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  exitCode = 2;
} finally {
  await cleanup();
}
process.exit(exitCode);
