/**
 * Requests per second of the production build, from `npm start` and from nginx (deploy/nginx.conf) in the same run,
 * with the same connections and encoding:
 *
 *   - a prerendered page: the app alone, and nginx serving the same file (the goal: the app at least half of nginx);
 *   - a server-rendered page: the app alone, nginx in front of one instance, nginx in front of three.
 *
 *   npm run bench:throughput -- [--duration=SECONDS (5)] [--connections=N (32)]
 *
 * Each figure is the median of three runs, taken in turn with the other targets of its row group.
 *
 * Figures, not a test: printed, and part of `npm run bench`. Needs a build (npm run build) and Debian's nginx.
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startNginx, type RunningNginx } from "../tests/support/nginx";
import { ServerHarness } from "../tests/integration/support";
import { table } from "./report";

const PRERENDERED_PATH = "/en/view/about/history";
const RENDERED_PATH = "/en/view/media/news";
const GOAL_RATIO = 0.5;
export const THROUGHPUT_CONNECTIONS = 32;

type Target = { name: string; origin: string };
type Figure = { page: string; encoding: string; served: string; perSecond: number; p99: number; non2xx: number };
/** Runs of each measurement, alternating between the targets, of which the median counts: this machine is noisy. */
const ROUNDS = 3;

/** One autocannon run: requests per second (mean), p99 latency and the answers that were not 2xx. */
async function measure(origin: string, path: string, headers: Record<string, string>, connections: number, durationS: number) {
  const result = await autocannon({ url: origin + path, connections, duration: durationS, headers });
  return { perSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors + result.timeouts };
}

export async function benchThroughput({ durationS = 5, connections = THROUGHPUT_CONNECTIONS } = {}): Promise<Figure[]> {
  const instances: ServerHarness[] = [];
  const proxies: RunningNginx[] = [];
  try {
    for (let index = 0; index < 3; index++) {
      const instance = await ServerHarness.create({ env: { INQUIRY_RATE_LIMIT: "off" } });
      await instance.start();
      instances.push(instance);
    }
    const nginxOne = await startNginx({ upstreams: [`127.0.0.1:${instances[0]!.port}`] });
    proxies.push(nginxOne);
    const nginxThree = await startNginx({ upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`) });
    proxies.push(nginxThree);

    const app: Target = { name: "npm start (1 instance)", origin: instances[0]!.origin };
    const runs: { page: string; path: string; encoding: string; targets: Target[] }[] = [
      { page: "prerendered", path: PRERENDERED_PATH, encoding: "identity", targets: [app, { name: "nginx (file)", origin: nginxOne.origin }] },
      { page: "prerendered", path: PRERENDERED_PATH, encoding: "br", targets: [app, { name: "nginx (file)", origin: nginxOne.origin }] },
      {
        page: "server-rendered",
        path: RENDERED_PATH,
        encoding: "br",
        targets: [app, { name: "nginx → 1 instance", origin: nginxOne.origin }, { name: "nginx → 3 instances", origin: nginxThree.origin }],
      },
    ];
    const figures: Figure[] = [];
    for (const run of runs) {
      const headers: Record<string, string> = run.encoding === "identity" ? {} : { "Accept-Encoding": run.encoding };
      // A short warm-up of each: the page cache, the JIT and nginx's keep-alive connections to the instances.
      for (const target of run.targets) await measure(target.origin, run.path, headers, connections, 2);
      const samples = new Map(run.targets.map((target) => [target, [] as Awaited<ReturnType<typeof measure>>[]]));
      for (let round = 0; round < ROUNDS; round++) {
        for (const target of run.targets) samples.get(target)!.push(await measure(target.origin, run.path, headers, connections, durationS));
      }
      for (const [target, results] of samples) {
        const median = [...results].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(results.length / 2)]!;
        figures.push({ page: `${run.page} ${run.path}`, encoding: run.encoding, served: target.name, ...median, non2xx: results.reduce((sum, r) => sum + r.non2xx, 0) });
      }
    }
    return figures;
  } finally {
    for (const proxy of proxies) await proxy.stop().catch(() => {});
    for (const instance of instances) await instance.dispose().catch(() => {});
  }
}

/** The figures as a table, then the app-to-nginx ratio for the prerendered page against its goal. */
export function printThroughput(figures: Figure[], connections: number) {
  console.log(`\nThroughput (${connections} connections, autocannon, this machine; median of ${ROUNDS} runs)`);
  console.log(
    table([
      ["page", "encoding", "served by", "req/s", "p99 ms", "non-2xx"],
      ...figures.map((figure) => [figure.page, figure.encoding, figure.served, figure.perSecond.toFixed(0), String(figure.p99), String(figure.non2xx)]),
    ]),
  );
  for (const encoding of ["identity", "br"]) {
    const [app, nginx] = figures.filter((figure) => figure.page.startsWith("prerendered") && figure.encoding === encoding);
    if (!app || !nginx) continue;
    const ratio = app.perSecond / nginx.perSecond;
    console.log(`prerendered page, ${encoding}: npm start / nginx = ${ratio.toFixed(2)}   goal ≥ ${GOAL_RATIO}: ${ratio >= GOAL_RATIO ? "pass ✓" : "FAIL ✗"}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { duration: { type: "string", default: "5" }, connections: { type: "string", default: String(THROUGHPUT_CONNECTIONS) } } });
  const options = { durationS: Number(values.duration), connections: Number(values.connections) };
  printThroughput(await benchThroughput(options), options.connections);
}
