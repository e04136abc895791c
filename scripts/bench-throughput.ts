/**
 * Requests per second of the production build, from `npm start` and from nginx (deploy/nginx.conf) in the same run,
 * with the same connections, Brotli:
 *
 *   - the prerendered history page: the app, and nginx serving the same file (goal: the app ≥ 0.9 × nginx);
 *   - the dynamic pages, answered by the render cache after their first render: a board, a board's second page and a
 *     category, a detail page, search results and a 404 (goal: each ≥ 0.5 × the prerendered page from the app);
 *   - the news board through nginx in front of one instance and of three.
 *
 *   npm run bench:throughput -- [--duration=SECONDS (5)] [--connections=N (32)]
 *
 * Each figure is the median of three runs, taken in turn with the other targets of its row group.
 *
 * The load comes from wrk (Debian's package, installed here as root when missing) on one thread, leaving the other
 * core to the server. autocannon, a Node process, stopped at about 8,000 req/s on this 2-core machine whatever it
 * measured, so it read nginx and the app as equals; wrk measured nginx at 82,000 and the app at 18,600 req/s.
 *
 * Figures, not a test: printed, kept in bench/results/throughput.md (scripts/bench-result.ts), and part of
 * `npm run bench`. Needs a build (npm run build) and Debian's nginx.
 */
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { parseArgs } from "node:util";
import { startNginx, type RunningNginx } from "../tests/support/nginx";
import { ServerHarness } from "../tests/integration/support";
import { benchReport, writeBenchResult } from "./bench-result";
import { ensureDebianPackage } from "./debian";
import { table } from "./report";

const PRERENDERED_PATH = "/en/view/about/history";
const BOARD_PATH = "/en/view/media/news";
/** Server-rendered addresses, each measured against the prerendered page. */
const DYNAMIC_PATHS = [
  BOARD_PATH,
  "/view/media/press?page=2",
  "/zh/view/media/press?category=partnership",
  "/en/view/media/pressView?id=12",
  `/ja/view/technology/searchResult?q=${encodeURIComponent("ミュンヘン")}`,
  "/en/view/nothing/here",
];
const NGINX_GOAL = 0.9;
const DYNAMIC_GOAL = 0.5;
export const THROUGHPUT_CONNECTIONS = 32;

type Target = { name: string; origin: string };
type Figure = { page: string; path: string; served: string; perSecond: number; p99: number; non2xx: number };
/** Runs of each measurement, alternating between the targets, of which the median counts: this machine is noisy. */
const ROUNDS = 3;

const run = promisify(execFile);

/** wrk's durations ("812.00us", "1.20ms", "2.01s") in milliseconds. */
function milliseconds(duration: string): number {
  const [, amount, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(duration) ?? [];
  if (amount === undefined) throw new Error(`wrk printed a duration it does not explain: ${duration}`);
  return Number(amount) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit as "us" | "ms" | "s" | "m"];
}

/** One wrk run: requests per second, p99 latency and the answers that were not 2xx or 3xx, or not answered. */
async function measure(origin: string, path: string, headers: Record<string, string>, connections: number, durationS: number) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const { stdout } = await run("wrk", ["-t1", `-c${connections}`, `-d${durationS}s`, "--latency", ...headerArgs, origin + path]);
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)?.slice(1).map(Number) ?? [];
  return {
    perSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p99: milliseconds(/^\s+99%\s+(\S+)$/m.exec(stdout)?.[1] ?? "0ms"),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/) + errors.reduce((sum, count) => sum + count, 0),
  };
}

export async function benchThroughput({ durationS = 5, connections = THROUGHPUT_CONNECTIONS } = {}): Promise<Figure[]> {
  ensureDebianPackage("wrk", "a load generator that is not the limit", () => spawnSync("wrk", ["--version"]).error === undefined);
  const instances: ServerHarness[] = [];
  const proxies: RunningNginx[] = [];
  try {
    for (let index = 0; index < 3; index++) {
      const instance = await ServerHarness.create({ env: { INQUIRY_RATE_LIMIT: "off" }, viaNpmStart: true });
      await instance.start();
      instances.push(instance);
    }
    const nginxOne = await startNginx({ upstreams: [`127.0.0.1:${instances[0]!.port}`] });
    proxies.push(nginxOne);
    const nginxThree = await startNginx({ upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`) });
    proxies.push(nginxThree);

    const app: Target = { name: "npm start (1 instance)", origin: instances[0]!.origin };
    const nginxFile: Target = { name: "nginx (file)", origin: nginxOne.origin };
    const runs: { page: string; path: string; targets: Target[] }[] = [
      { page: "prerendered", path: PRERENDERED_PATH, targets: [app, nginxFile] },
      ...DYNAMIC_PATHS.map((path) => ({ page: "dynamic", path, targets: [app] })),
      { page: "dynamic", path: BOARD_PATH, targets: [{ name: "nginx → 1 instance", origin: nginxOne.origin }, { name: "nginx → 3 instances", origin: nginxThree.origin }] },
    ];
    const figures: Figure[] = [];
    for (const run of runs) {
      const headers = { "Accept-Encoding": "br" };
      // A short warm-up of each: the page cache, the JIT and nginx's keep-alive connections to the instances.
      for (const target of run.targets) await measure(target.origin, run.path, headers, connections, 2);
      const samples = new Map(run.targets.map((target) => [target, [] as Awaited<ReturnType<typeof measure>>[]]));
      for (let round = 0; round < ROUNDS; round++) {
        for (const target of run.targets) samples.get(target)!.push(await measure(target.origin, run.path, headers, connections, durationS));
      }
      for (const [target, results] of samples) {
        const median = [...results].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(results.length / 2)]!;
        figures.push({ page: run.page, path: run.path, served: target.name, ...median, non2xx: results.reduce((sum, r) => sum + r.non2xx, 0) });
      }
    }
    return figures;
  } finally {
    for (const proxy of proxies) await proxy.stop().catch(() => {});
    for (const instance of instances) await instance.dispose().catch(() => {});
  }
}

/**
 * Prints the figures as a table, each with its ratio to the prerendered page's figure from the app, then the goals,
 * and keeps what it printed in bench/results/throughput.md.
 */
export function reportThroughput(figures: Figure[], connections: number) {
  const report = benchReport();
  const prerendered = figures.find((figure) => figure.page === "prerendered" && figure.served === "npm start (1 instance)")!;
  const nginx = figures.find((figure) => figure.page === "prerendered" && figure.served === "nginx (file)")!;
  const ratio = (figure: Figure) => figure.perSecond / prerendered.perSecond;
  report.print(`\nThroughput (${connections} connections, Brotli, wrk on one thread, this machine; median of ${ROUNDS} runs)`);
  report.print(
    table([
      ["page", "address", "served by", "req/s", "× prerendered", "p99 ms", "non-2xx"],
      ...figures.map((figure) => [figure.page, figure.path, figure.served, figure.perSecond.toFixed(0), ratio(figure).toFixed(2), figure.p99.toFixed(1), String(figure.non2xx)]),
    ]),
  );
  const verdict = (pass: boolean) => (pass ? "pass ✓" : "FAIL ✗");
  const nginxRatio = prerendered.perSecond / nginx.perSecond;
  report.print(`prerendered page: npm start / nginx = ${nginxRatio.toFixed(2)}   goal ≥ ${NGINX_GOAL}: ${verdict(nginxRatio >= NGINX_GOAL)}`);
  const slowest = figures.filter((figure) => figure.page === "dynamic" && figure.served === prerendered.served).sort((a, b) => a.perSecond - b.perSecond)[0]!;
  report.print(`slowest dynamic page (${slowest.path}) / prerendered = ${ratio(slowest).toFixed(2)}   goal ≥ ${DYNAMIC_GOAL}: ${verdict(ratio(slowest) >= DYNAMIC_GOAL)}`);
  writeBenchResult("throughput", report.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { duration: { type: "string", default: "5" }, connections: { type: "string", default: String(THROUGHPUT_CONNECTIONS) } } });
  const options = { durationS: Number(values.duration), connections: Number(values.connections) };
  reportThroughput(await benchThroughput(options), options.connections);
}
