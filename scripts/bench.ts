/**
 * Performance benchmark: Lighthouse (mobile, simulated throttling — its defaults) on the site's pages and on
 * "the floor", a blank React Router app built with the same packages (bench/floor), plus first-load JavaScript.
 *
 *   npm run bench                 build the site, measure, print the table and the budgets, exit 0
 *   npm run bench -- --no-build   measure a copy of the existing build/ without rebuilding
 *   npm run bench -- --strict     exit 1 if any budget fails
 *   npm run bench -- --runs=1     fewer Lighthouse runs per page (default 3; each figure is the median)
 *   npm run bench -- --only=media-ir   only the benched pages of this page id (repeatable), and the floor
 *
 * Then the throughput figures of scripts/bench-throughput.ts: requests per second from npm start and from nginx.
 *
 * Writes bench-results/lighthouse.json (every run and the medians). Exits 2 if the bench itself could not run.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, statSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { THROUGHPUT_CONNECTIONS, benchThroughput, printThroughput } from "./bench-throughput";
import { table } from "./report";
import { locales, type Locale } from "../app/i18n/locales";
import { unlocalizedPath } from "../app/i18n/paths";
import { pageIdAt, pages, type PageId } from "../app/site/pages";
import { pagePath, prerenderedPaths } from "../app/site/urls";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = path.join(ROOT, "bench-results");
const SITE_BUILD_DIR = path.join(ROOT, "build");
// The real server runs on a copy of build/ taken right after the build: others may rebuild build/ while the bench
// runs, and a page whose chunks vanish mid-run reloads itself and measures nonsense.
const SITE_SNAPSHOT_CWD = path.join(RESULTS_DIR, "site");
const SITE_CLIENT_DIR = path.join(SITE_SNAPSHOT_CWD, "build/client");
const FLOOR_APP_DIR = path.join(ROOT, "bench/floor");
const FLOOR_BUILD_DIR = path.join(RESULTS_DIR, "floor-build"); // set in bench/floor/react-router.config.ts
const FLOOR_CLIENT_DIR = path.join(FLOOR_BUILD_DIR, "client");
const NO_SCRIPT_DIR = path.join(RESULTS_DIR, "no-script");

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];

/**
 * The pages of issue 22's sample: the home page in two languages, a prerendered About page, a chip page, investor
 * relations, the environment tab, and the server-rendered news board, a press release and Japanese search results.
 */
const BENCHED_PAGES: readonly { id: PageId; locales: readonly Locale[]; search?: string }[] = [
  { id: "home", locales: ["ko", "en"] },
  { id: "about-history", locales: ["zh"] },
  { id: "technology-prod09", locales: ["ja"] },
  { id: "media-ir", locales: ["ko"] },
  { id: "sustainability-esg02", locales: ["en"] },
  { id: "media-news", locales: ["ko"] },
  { id: "media-press-view", locales: ["en"], search: "?id=12" },
  { id: "technology-search", locales: ["ja"], search: `?${new URLSearchParams({ q: "ミュンヘン" })}` },
];
const FLOOR_LABEL = "floor (blank app)";
/** The label of a page's copy without scripts: the same HTML, CSS and fonts, and what its LCP is measured against. */
const noScriptLabel = (page: string) => `${page} (no script)`;
/** The goal: LCP at most this many times the no-script copy's. */
const LCP_RATIO_GOAL = 1.15;

const BUDGET = {
  performance: 0.98,
  accessibility: 1,
  "best-practices": 1,
  seo: 1,
  tbtMs: 100,
  cls: 0.02,
  jsAboveFloorKB: 30,
} as const;
const KB = 1024;

const args = process.argv.slice(2);
const build = !args.includes("--no-build");
const strict = args.includes("--strict");
const runsArg = args.find((a) => a.startsWith("--runs="));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice("--runs=".length)) || 3) : 3;
const only = args.filter((a) => a.startsWith("--only=")).map((a) => a.slice("--only=".length));
const PAGES = BENCHED_PAGES.filter((page) => only.length === 0 || only.includes(page.id)).flatMap((page) =>
  page.locales.map((locale) => pagePath(page.id, locale) + (page.search ?? "")),
);

// ---------------------------------------------------------------------------------------------------------------
// Everything started here is tracked so that it is stopped at the end, also on error or Ctrl-C.

const children = new Set<ChildProcess>();
const servers = new Set<http.Server>();
const chromes = new Set<chromeLauncher.LaunchedChrome>();
const tempDirs = new Set<string>();

async function cleanup() {
  for (const chrome of chromes) {
    try {
      chrome.kill();
    } catch {
      /* already gone */
    }
  }
  chromes.clear();
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  servers.clear();
  await Promise.all([...children].map((child) => stopChild(child)));
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true }).catch(() => {});
  tempDirs.clear();
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
    console.error(`\n${signal}: stopping servers and Chrome`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Processes and servers

/** Runs a command to the end, its output into a log file; on failure prints the log's tail and throws. */
async function runLogged(label: string, command: string, commandArgs: string[], logFile: string, cwd = ROOT) {
  const log = createWriteStream(logFile);
  const child = spawn(command, commandArgs, { cwd, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (c) => resolve(c));
  });
  children.delete(child);
  await new Promise<void>((resolve) => log.end(resolve));
  if (code !== 0) {
    const text = await readFile(logFile, "utf8");
    console.error(text.split("\n").slice(-40).join("\n"));
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
    await cp(SITE_BUILD_DIR, path.join(SITE_SNAPSHOT_CWD, "build"), { recursive: true });
    // The server build applies the migrations two folders up from itself.
    await cp(path.join(ROOT, "drizzle"), path.join(SITE_SNAPSHOT_CWD, "drizzle"), { recursive: true });
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
    await waitForOk(`${origin}/`, child);
  } catch (error) {
    console.error(await readFile(logFile, "utf8").catch(() => ""));
    throw error;
  }
  return origin;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".data": "text/x-script",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".data"]);

/** A tiny static server for the floor and the no-script copies: Brotli or gzip as the site's server, hashed assets cached. */
async function startStaticServer(dir: string): Promise<string> {
  const server = http.createServer(async (req, res) => {
    try {
      const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      const candidates = [pathname, path.join(pathname, "index.html"), `${pathname}.html`];
      let file: string | undefined;
      for (const candidate of candidates) {
        const full = path.join(dir, path.normalize(candidate));
        if (!full.startsWith(dir + path.sep) && full !== dir) break;
        if (existsSync(full) && statSync(full).isFile()) {
          file = full;
          break;
        }
      }
      if (!file) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
      const ext = path.extname(file);
      let body = await readFile(file);
      const headers: Record<string, string> = {
        "Content-Type": CONTENT_TYPES[ext] ?? "application/octet-stream",
        "Cache-Control": pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0",
        Vary: "Accept-Encoding",
      };
      const accepted = String(req.headers["accept-encoding"] ?? "");
      if (COMPRESSIBLE.has(ext) && body.length >= 1024 && /\b(br|gzip)\b/.test(accepted)) {
        const brotli = /\bbr\b/.test(accepted);
        body = brotli ? brotliCompressSync(body) : gzipSync(body);
        headers["Content-Encoding"] = brotli ? "br" : "gzip";
      }
      headers["Content-Length"] = String(body.length);
      res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
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

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse

const engineErrors: string[] = [];

async function runLighthouse(url: string): Promise<Result> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), "bench-chrome-"));
  tempDirs.add(userDataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
    logLevel: "silent",
    handleSIGINT: false,
  });
  chromes.add(chrome);
  // Lighthouse's trace engine console.error()s the insights it could not compute (e.g. a LanternError); those are not
  // failures of the run: keep them as warnings of the run instead of stack traces in the middle of the progress lines.
  const consoleError = console.error;
  console.error = (...data: unknown[]) => {
    const first = data[0];
    const text = first instanceof Error ? `${first.name}: ${first.message}` : data.map(String).join(" ");
    if (/LanternError|trace engine|insight/i.test(text)) engineErrors.push(text);
    else consoleError(...data);
  };
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    for (const text of new Set(engineErrors.splice(0))) lhr.runWarnings.push(`Lighthouse trace engine: ${text}`);
    return lhr;
  } finally {
    console.error = consoleError;
    engineErrors.length = 0;
    chrome.kill();
    chromes.delete(chrome);
    await rm(userDataDir, { recursive: true, force: true }).catch(() => {});
    tempDirs.delete(userDataDir);
  }
}

/** Lighthouse sometimes fails a run on a busy machine (NO_NAVSTART, NO_FCP…) and asks to run again: so do we, twice. */
async function runLighthouseWithRetries(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.startsWith("Lighthouse: ")) throw error;
      console.log(`    ${error.message.split("\n")[0]} — retrying (${attempt}/2)`);
    }
  }
}

type Script = { url: string; gzipBytes: number; transferSize: number; source: "disk" | "transfer" };

const gzipCache = new Map<string, number>();
function gzipSizeOnDisk(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length;
    gzipCache.set(file, size);
  }
  return size;
}
type NetworkItem = { url?: string; resourceType?: string; mimeType?: string; transferSize?: number; statusCode?: number };

/** Every same-origin JavaScript file the page loaded during Lighthouse's load (which lasts until network and CPU are quiet). */
function firstLoadScripts(lhr: Result, clientDir: string): Script[] {
  const audit = lhr.audits["network-requests"];
  const details = audit?.details as { items?: NetworkItem[] } | undefined;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const seen = new Map<string, Script>();
  for (const item of details?.items ?? []) {
    if (!item.url) continue;
    const url = new URL(item.url);
    if (url.origin !== origin) continue;
    const isScript =
      item.resourceType === "Script" || /javascript|ecmascript/.test(item.mimeType ?? "") || url.pathname.endsWith(".js");
    if (!isScript || seen.has(url.pathname)) continue;
    const file = path.join(clientDir, path.normalize(decodeURIComponent(url.pathname)));
    const onDisk = file.startsWith(clientDir + path.sep) && existsSync(file) && statSync(file).isFile();
    seen.set(url.pathname, {
      url: url.pathname,
      gzipBytes: onDisk ? gzipSizeOnDisk(file) : (item.transferSize ?? 0),
      transferSize: item.transferSize ?? 0,
      source: onDisk ? "disk" : "transfer",
    });
  }
  return [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

type RunFigures = {
  scores: Record<CategoryId, number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  jsGzipBytes: number;
  jsTransferBytes: number;
  /** The document as it went over the wire (Brotli from the site's server), headers included. */
  htmlTransferBytes: number;
  scripts: Script[];
  benchmarkIndex: number | undefined;
  warnings: string[];
  /** The machine's 1-minute load average when the run started: above the core count, other work skews TBT and LCP. */
  loadAverage?: number;
};

function documentTransferSize(lhr: Result): number {
  const items = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === "Document")?.transferSize ?? Number.NaN;
}

function figures(lhr: Result, clientDir: string): RunFigures {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = firstLoadScripts(lhr, clientDir);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as Record<CategoryId, number | null>,
    lcpMs: num("largest-contentful-paint"),
    tbtMs: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    fcpMs: num("first-contentful-paint"),
    speedIndexMs: num("speed-index"),
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    jsTransferBytes: scripts.reduce((sum, s) => sum + s.transferSize, 0),
    htmlTransferBytes: documentTransferSize(lhr),
    scripts,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  };
}

type FailingAudit = {
  id: string;
  title: string;
  category: CategoryId;
  score: number;
  displayValue?: string;
  /** In how many runs it failed, and its score and value in each of them. */
  runs: number;
  perRun: string[];
  examples: string[];
};

/** Audits that pulled a category below 1.00 (for performance: the metrics below 1 and the audits below 0.9). */
function failingAudits(lhr: Result): Omit<FailingAudit, "runs" | "perRun">[] {
  const out: Omit<FailingAudit, "runs" | "perRun">[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || ref.group === "hidden") continue;
      if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
      const threshold = category === "performance" && ref.weight === 0 ? 0.9 : 1;
      if (audit.score >= threshold) continue;
      out.push({
        id: audit.id,
        title: audit.title,
        category,
        score: audit.score,
        displayValue: audit.displayValue,
        examples: examples(audit.details),
      });
    }
  }
  return out;
}

/** A few lines naming what an audit found (elements, files, messages), for the developer who has to fix it. */
function examples(details: unknown, max = 3): string[] {
  const counts = new Map<string, number>();
  for (const line of detailLines(details)) counts.set(line, (counts.get(line) ?? 0) + 1);
  const lines = [...counts].map(([line, n]) => (n > 1 ? `${line} (×${n})` : line));
  return lines.length > max ? [...lines.slice(0, max), `… ${lines.length - max} more`] : lines;
}

function detailLines(details: unknown): string[] {
  if (!details || typeof details !== "object") return [];
  const d = details as { type?: string; items?: unknown };
  if (d.type === "list" && Array.isArray(d.items)) return d.items.flatMap((sub) => detailLines(sub));
  if (!["table", "opportunity"].includes(d.type ?? "") || !Array.isArray(d.items)) return [];
  return d.items.map((item) => describeItem(item)).filter((line): line is string => Boolean(line));
}

function describeItem(item: unknown): string | undefined {
  if (!item || typeof item !== "object") return undefined;
  const it = item as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" && v ? v : undefined);
  const node = it.node as { type?: string; selector?: string; snippet?: string } | undefined;
  const source = it.source as { type?: string; url?: string; line?: number } | undefined;
  const location = it.sourceLocation as { url?: string; line?: number } | undefined;
  let name =
    node?.type === "node"
      ? `${node.selector ?? ""} ${node.snippet ?? ""}`.trim()
      : str(it.href)
        ? `"${str(it.text) ?? ""}" → ${str(it.href)}`
        : (str(it.description) ?? str(it.url) ?? str(it.groupLabel) ?? str(it.label) ?? str(it.phase) ?? str(source?.url));
  if (!name) return undefined;
  name = name.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/\s+/g, " ");
  const where = str(location?.url) && location?.url !== name ? ` at ${location?.url}:${location?.line ?? "?"}` : "";
  const amounts: string[] = [];
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
  if (num(it.wastedBytes)) amounts.push(`${(num(it.wastedBytes)! / KB).toFixed(1)} KiB wasted`);
  if (num(it.wastedMs)) amounts.push(`${Math.round(num(it.wastedMs)!)} ms wasted`);
  if (num(it.total)) amounts.push(`${Math.round(num(it.total)!)} ms`);
  if (num(it.duration)) amounts.push(`${Math.round(num(it.duration)!)} ms`);
  if (num(it.timing) !== undefined) amounts.push(`${Math.round(num(it.timing)!)} ms`);
  if (num(it.score) && node) amounts.push(`shift ${num(it.score)!.toFixed(3)}`);
  const text = `${name.slice(0, 180)}${where}${amounts.length ? ` (${amounts.join(", ")})` : ""}`;
  return text;
}

// ---------------------------------------------------------------------------------------------------------------

function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

type PageResult = {
  page: string;
  url: string;
  clientDir: string;
  runs: RunFigures[];
  median: Omit<RunFigures, "scripts" | "warnings" | "benchmarkIndex" | "scores" | "loadAverage"> & { scores: Record<CategoryId, number> };
  scripts: Script[];
  failingAudits: FailingAudit[];
};

async function measure(page: string, url: string, clientDir: string, index: number, total: number): Promise<PageResult> {
  const runs: RunFigures[] = [];
  const failing = new Map<string, FailingAudit>();
  for (let run = 1; run <= RUNS; run++) {
    const started = Date.now();
    const load = os.loadavg()[0]!;
    const lhr = await runLighthouseWithRetries(url);
    const f = { ...figures(lhr, clientDir), loadAverage: load };
    runs.push(f);
    for (const audit of failingAudits(lhr)) {
      const key = `${audit.category}/${audit.id}`;
      const value = `${audit.score.toFixed(2)}${audit.displayValue ? ` ${audit.displayValue}` : ""}`;
      const prev = failing.get(key);
      if (prev) {
        prev.runs++;
        prev.perRun.push(value);
      } else failing.set(key, { ...audit, runs: 1, perRun: [value] });
    }
    const s = f.scores;
    console.log(
      `  [${index}/${total}] ${page} run ${run}/${RUNS}: perf ${fmtScore(s.performance)} a11y ${fmtScore(s.accessibility)} ` +
        `bp ${fmtScore(s["best-practices"])} seo ${fmtScore(s.seo)} LCP ${Math.round(f.lcpMs)} ms TBT ${Math.round(f.tbtMs)} ms ` +
        `CLS ${f.cls.toFixed(3)} JS ${(f.jsGzipBytes / KB).toFixed(1)} KB ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s, load ${load.toFixed(1)}, benchmarkIndex ${Math.round(f.benchmarkIndex ?? Number.NaN)})`,
    );
  }
  const med = (pick: (r: RunFigures) => number | null) => median(runs.map((r) => pick(r) ?? Number.NaN));
  const last = runs[runs.length - 1]!;
  return {
    page,
    url,
    clientDir,
    runs,
    median: {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, med((r) => r.scores[c])])) as Record<CategoryId, number>,
      lcpMs: med((r) => r.lcpMs),
      tbtMs: med((r) => r.tbtMs),
      cls: med((r) => r.cls),
      fcpMs: med((r) => r.fcpMs),
      speedIndexMs: med((r) => r.speedIndexMs),
      jsGzipBytes: med((r) => r.jsGzipBytes),
      jsTransferBytes: med((r) => r.jsTransferBytes),
      htmlTransferBytes: med((r) => r.htmlTransferBytes),
    },
    scripts: last.scripts,
    failingAudits: [...failing.values()],
  };
}

function fmtScore(score: number | null | undefined): string {
  return score === null || score === undefined || Number.isNaN(score) ? " n/a" : score.toFixed(2);
}

type Failure = { page: string; budget: string; figure: string; audits: FailingAudit[]; notes: string[] };

function isUnlisted(address: string): boolean {
  const id = pageIdAt(unlocalizedPath(new URL(address, "http://localhost").pathname));
  return id !== undefined && "unlisted" in pages[id];
}

function checkBudgets(result: PageResult, floorJs: number, lcpRatio: number): Failure[] {
  const failures: Failure[] = [];
  const { scores } = result.median;
  const categoryAudits = (c: CategoryId) => result.failingAudits.filter((a) => a.category === c);
  for (const c of CATEGORIES) {
    const limit = BUDGET[c];
    // The search results are noindex on purpose (an internal search page is not content): that audit alone may fail.
    const onlyIntendedNoindex = c === "seo" && isUnlisted(result.page) && categoryAudits(c).every((audit) => audit.id === "is-crawlable");
    if (!(scores[c] >= limit) && !onlyIntendedNoindex) {
      failures.push({
        page: result.page,
        budget: `${c} ${limit === 1 ? "= 1.00" : `≥ ${limit.toFixed(2)}`}`,
        figure: fmtScore(scores[c]),
        audits: categoryAudits(c),
        notes: [],
      });
    }
  }
  const runsAudit = (id: string) => result.failingAudits.filter((a) => a.id === id);
  if (!(lcpRatio <= LCP_RATIO_GOAL)) {
    failures.push({ page: result.page, budget: `LCP ≤ ${LCP_RATIO_GOAL} × the no-script copy's`, figure: `${lcpRatio.toFixed(2)} ×`, audits: runsAudit("largest-contentful-paint"), notes: [] });
  }
  if (!(result.median.tbtMs <= BUDGET.tbtMs)) {
    failures.push({
      page: result.page,
      budget: `TBT ≤ ${BUDGET.tbtMs} ms`,
      figure: `${Math.round(result.median.tbtMs)} ms`,
      audits: [...runsAudit("bootup-time"), ...runsAudit("mainthread-work-breakdown"), ...runsAudit("long-tasks")],
      notes: [],
    });
  }
  if (!(result.median.cls <= BUDGET.cls)) {
    failures.push({
      page: result.page,
      budget: `CLS ≤ ${BUDGET.cls}`,
      figure: result.median.cls.toFixed(3),
      audits: [...runsAudit("cumulative-layout-shift"), ...runsAudit("layout-shifts")],
      notes: [],
    });
  }
  const limit = floorJs + BUDGET.jsAboveFloorKB * KB;
  if (!(result.median.jsGzipBytes <= limit)) {
    failures.push({
      page: result.page,
      budget: `first-load JS ≤ floor + ${BUDGET.jsAboveFloorKB} KB gzip (${(limit / KB).toFixed(1)} KB)`,
      figure: `${(result.median.jsGzipBytes / KB).toFixed(1)} KB (+${((result.median.jsGzipBytes - floorJs) / KB).toFixed(1)} KB over the floor)`,
      audits: [],
      notes: result.scripts.slice(0, 8).map((s) => `${(s.gzipBytes / KB).toFixed(1).padStart(6)} KB  ${s.url}`),
    });
  }
  return failures;
}

/**
 * Phones always carry Korean, Chinese and Japanese system fonts; a Linux host without them makes Chromium search
 * every installed font for each CJK character, which measures a fallback cost no visitor pays. Install them as
 * root (as scripts/test.sh does for Chromium), or say what is missing.
 */
function ensureCjkSystemFonts() {
  const hasKoreanFont = () => execFileSync("fc-list", [":lang=ko", "family"], { encoding: "utf8" }).trim() !== "";
  if (hasKoreanFont()) return;
  if (process.getuid?.() !== 0) throw new Error("No CJK system font: install one with sudo apt-get install fonts-noto-cjk");
  console.log("Installing fonts-noto-cjk from Debian's packages (phones carry CJK system fonts)…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "ignore" });
  execFileSync("apt-get", ["install", "-y", "-qq", "fonts-noto-cjk"], { stdio: "ignore", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (!hasKoreanFont()) throw new Error("fonts-noto-cjk installed, but fc-list still lists no Korean font");
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
  await runLogged(
    "floor build",
    path.join(ROOT, "node_modules/.bin/react-router"),
    ["build"],
    path.join(RESULTS_DIR, "floor-build.log"),
    FLOOR_APP_DIR,
  );
  const floorHtml = await readFile(path.join(FLOOR_CLIENT_DIR, "index.html"), "utf8").catch(() => "");
  if (!floorHtml.includes("<h1>Blank</h1>")) throw new Error(`floor build did not prerender the blank page into ${FLOOR_CLIENT_DIR}/index.html`);

  const siteOrigin = await startSiteServer();
  const floorOrigin = await startStaticServer(FLOOR_CLIENT_DIR);
  const noScriptCopies = await writeNoScriptCopies(siteOrigin);
  const noScriptOrigin = await startStaticServer(NO_SCRIPT_DIR);
  console.log(`Site: ${siteOrigin} (real server)   floor: ${floorOrigin}, no-script copies: ${noScriptOrigin} (static, Brotli)`);

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

  console.log(`Lighthouse: ${targets.length} pages × ${RUNS} runs, mobile, simulated throttling, one at a time…`);
  const results: PageResult[] = [];
  for (const [i, t] of targets.entries()) results.push(await measure(t.page, t.url, t.clientDir, i + 1, targets.length));

  const floor = results.find((r) => r.page === FLOOR_LABEL)!;
  const noScript = new Map(PAGES.map((page) => [page, results.find((r) => r.page === noScriptLabel(page))!]));
  const pages = results.filter((r) => PAGES.includes(r.page));
  const floorJs = floor.median.jsGzipBytes;

  const header = ["page", "perf", "a11y", "best-pr", "seo", "LCP ms", "LCP ÷ no script", "TBT ms", "CLS", "JS gzip KB", "JS over floor KB", "HTML KB (wire)"];
  const lcpRatio = (r: PageResult) => (noScript.has(r.page) ? r.median.lcpMs / noScript.get(r.page)!.median.lcpMs : Number.NaN);
  const row = (r: PageResult) => [
    r.page,
    fmtScore(r.median.scores.performance),
    fmtScore(r.median.scores.accessibility),
    fmtScore(r.median.scores["best-practices"]),
    fmtScore(r.median.scores.seo),
    String(Math.round(r.median.lcpMs)),
    Number.isNaN(lcpRatio(r)) ? "—" : lcpRatio(r).toFixed(2),
    String(Math.round(r.median.tbtMs)),
    r.median.cls.toFixed(3),
    (r.median.jsGzipBytes / KB).toFixed(1),
    r === floor ? "—" : `${r.median.jsGzipBytes >= floorJs ? "+" : ""}${((r.median.jsGzipBytes - floorJs) / KB).toFixed(1)}`,
    (r.median.htmlTransferBytes / KB).toFixed(1),
  ];
  const benchmarkIndex = median(results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex ?? Number.NaN)));
  console.log(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"} (mobile, simulated throttling; KB = 1024 bytes; ` +
      `JS = same-origin scripts loaded before idle, gzip -6 of the files on disk; host benchmarkIndex ${Math.round(benchmarkIndex)})\n`,
  );
  console.log(table([header, ...pages.flatMap((r) => [row(r), row(noScript.get(r.page)!)]), row(floor)]));
  const loads = results.flatMap((r) => r.runs.map((x) => x.loadAverage ?? 0));
  const cores = os.availableParallelism();
  if (Math.max(...loads) > cores) {
    console.log(
      `\nWarning: the machine was busy during the runs (1-min load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} ` +
        `on ${cores} cores): TBT, LCP and performance are inflated by other work; re-run on a quiet machine before trusting them.`,
    );
  }

  const failures = pages.flatMap((r) => checkBudgets(r, floorJs, lcpRatio(r)));
  console.log(
    `\nBudgets: performance ≥ ${BUDGET.performance}, accessibility/best-practices/SEO = 1.00, LCP ≤ ${LCP_RATIO_GOAL} × no script, TBT ≤ ${BUDGET.tbtMs} ms, ` +
      `CLS ≤ ${BUDGET.cls}, first-load JS ≤ floor (${(floorJs / KB).toFixed(1)} KB) + ${BUDGET.jsAboveFloorKB} KB gzip`,
  );
  if (failures.length === 0) {
    console.log("All budgets met.");
  } else {
    console.log(`${failures.length} failed budget${failures.length === 1 ? "" : "s"}:`);
    for (const f of failures) {
      console.log(`\n✗ ${f.page}: ${f.budget} — got ${f.figure}`);
      for (const a of f.audits) {
        console.log(`    - ${a.title} [${a.id}; failed in ${a.runs}/${RUNS} runs, score/value: ${a.perRun.join(" | ")}]`);
        for (const e of a.examples) console.log(`        ${e}`);
      }
      for (const n of f.notes) console.log(`    ${n}`);
    }
  }
  const floorBelow = CATEGORIES.filter((c) => !(floor.median.scores[c] >= 1));
  if (floorBelow.length) {
    console.log(`\nNote: the floor itself scores below 1.00 in ${floorBelow.join(", ")} on this machine:`);
    for (const a of floor.failingAudits) console.log(`    - ${a.category}: ${a.title} [${a.id}, score ${a.score.toFixed(2)}]`);
  }
  const warnings = [...new Set(results.flatMap((r) => r.runs.flatMap((x) => x.warnings)))];
  if (warnings.length) console.log(`\nLighthouse warnings:\n${warnings.map((w) => `  - ${w}`).join("\n")}`);

  const out = path.join(RESULTS_DIR, "lighthouse.json");
  await writeFile(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runsPerPage: RUNS,
        settings: { formFactor: "mobile", throttling: "simulate (Lighthouse defaults)", categories: CATEGORIES, chrome: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS },
        machine: { cores: os.availableParallelism(), loadAverage1m: { min: Math.min(...loads), max: Math.max(...loads) }, benchmarkIndex },
        budget: BUDGET,
        floorJsGzipBytes: floorJs,
        results,
        failures,
      },
      null,
      2,
    ),
  );
  console.log(`\nFull results: ${path.relative(ROOT, out)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  // Requests per second of the app and of nginx in front of it (scripts/bench-throughput.ts), once Lighthouse is done.
  for (const child of children) child.kill("SIGTERM");
  printThroughput(await benchThroughput(), THROUGHPUT_CONNECTIONS);
  return failures.length;
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
