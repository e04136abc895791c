/**
 * Load benchmark of the inquiry form: the real server (production build, rate limit off) on a free port of
 * 127.0.0.1 with a fresh data directory, driven by autocannon with valid submissions, each with its own title.
 *
 *   npm run bench:inquiry                 the embedded store (PGlite in a temporary DATA_DIR)
 *   npm run bench:inquiry -- --postgres   a throwaway PostgreSQL 15 cluster (tests/support/postgres.ts)
 *   npm run bench:inquiry -- --nginx      through nginx (deploy/nginx.conf, tests/support/nginx.ts) in front of the server
 *   npm run bench:inquiry -- --postgres --nginx --instances=3   through nginx in front of three servers on one cluster
 *   options: --duration=SECONDS (10) --connections=N (20)
 *
 * Prints the requests, the accepted (303) submissions a second, the p50/p99 latency of the accepted ones, the other
 * answers by status, then stops the server (SIGTERM), counts the stored inquiries and compares them with the
 * acknowledged ones. Exits 1 when they differ (or the bench could not run: 2); the throughput and latency targets are
 * printed as pass/fail only. What it prints is kept in bench/results/inquiry[-postgres][-nginx][-N-instances].md
 * (scripts/bench-result.ts), one file per setup.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { count } from "drizzle-orm";
import { openDatabase } from "#app/inquiries/database.server";
import { inquiries } from "#app/inquiries/db-schema.server";
import { MIN_FILL_MS } from "#app/inquiries/form-token.server";
import { startNginx, type RunningNginx } from "../tests/support/nginx";
import { startPostgres, type PostgresCluster } from "../tests/support/postgres";
import { benchReport, writeBenchResult } from "./bench-result";
import { percentile } from "./report";
import { CONTACT_PATH, ServerHarness, formTokenOf, httpRequest, inquiryFields, referenceOf, sleep, urlencoded } from "../tests/integration/support";

const TARGET_ACCEPTED_PER_S = 500;
const TARGET_P99_MS = 100;
/** After the submission window the connections send cheap requests that store nothing, so that every submission is answered before autocannon stops. */
const DRAIN_S = 3;

const { values: options } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    nginx: { type: "boolean", default: false },
    instances: { type: "string", default: "1" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
  },
});
const windowS = Number(options.duration);
const connections = Number(options.connections);
const instanceCount = Number(options.instances);
// The embedded store belongs to one process: several servers need PostgreSQL, and nginx to share the load out.
if (!(windowS > 0) || !Number.isInteger(connections) || connections < 1 || !Number.isInteger(instanceCount) || instanceCount < 1 || (instanceCount > 1 && !(options.postgres && options.nginx))) {
  console.error("usage: npm run bench:inquiry -- [--postgres] [--nginx] [--instances=N (needs --postgres --nginx)] [--duration=SECONDS] [--connections=N]");
  process.exit(2);
}

let cluster: PostgresCluster | null = null;
const servers: ServerHarness[] = [];
let server: ServerHarness | null = null;
let nginx: RunningNginx | null = null;
let tempDir: string | null = null;

async function cleanUp() {
  await nginx?.stop().catch(() => {});
  for (const instance of servers) await instance.dispose().catch(() => {});
  await cluster?.stop().catch(() => {});
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  const failed = server as ServerHarness | null; // assigned in main()
  if (failed) console.error(`--- server output ---\n${failed.output(4000)}`);
  process.exitCode = 2;
} finally {
  await cleanUp();
}

async function main(): Promise<number> {
  let store: string;
  if (options.postgres) {
    cluster = await startPostgres();
    store = "PostgreSQL 15 (throwaway cluster)";
  } else {
    store = "embedded store (PGlite)";
  }
  tempDir = await mkdtemp(path.join(os.tmpdir(), "bench-inquiry-"));
  const dataDir = path.join(tempDir, "data");
  // The server signs its own tokens: the bench takes one from the page, as a visitor's browser does.
  for (let index = 0; index < instanceCount; index++) {
    const instance = await ServerHarness.create({
      dataDir,
      env: { INQUIRY_RATE_LIMIT: "off", DATABASE_URL: cluster?.databaseUrl ?? "", FORM_SECRET: undefined },
      viaNpmStart: true,
    });
    servers.push(instance);
    await instance.start();
  }
  server = servers[0]!;
  if (options.nginx) {
    nginx = await startNginx({ upstreams: servers.map((instance) => `127.0.0.1:${instance.port}`) });
    store += `, through nginx in front of ${instanceCount} server${instanceCount === 1 ? "" : "s"}`;
  }
  const origin = nginx?.origin ?? server.origin;
  const page = await httpRequest(origin + CONTACT_PATH);
  const token = formTokenOf(page.body);
  const wait = Number(token.split(".")[0]) + MIN_FILL_MS + 250 - Date.now();
  if (wait > 0) await sleep(wait);

  const report = benchReport();
  const resultName = ["inquiry", ...(options.postgres ? ["postgres"] : []), ...(options.nginx ? ["nginx"] : []), ...(instanceCount > 1 ? [`${instanceCount}-instances`] : [])].join("-");
  report.print(`Inquiry form load: POST ${CONTACT_PATH}, ${connections} connections, ${windowS} s, ${store}`);
  const run = await drive(origin, token);
  const { accepted, latencies, others, references } = run;
  const acceptedPerS = accepted / run.windowS;
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const mark = (ok: boolean) => (ok ? "pass ✓" : "FAIL ✗");

  report.print(`requests:               ${run.submitted} submissions sent, ${run.answered} answered (+${run.drained} drain requests after the window)`);
  report.print(
    `accepted (303):         ${accepted} in ${run.windowS.toFixed(1)} s = ${acceptedPerS.toFixed(0)}/s   target ≥ ${TARGET_ACCEPTED_PER_S}/s: ${mark(acceptedPerS >= TARGET_ACCEPTED_PER_S)}`,
  );
  report.print(
    `latency of accepted:    p50 ${fmt(p50)} ms, p99 ${fmt(p99)} ms   target p99 < ${TARGET_P99_MS} ms: ${mark(p99 < TARGET_P99_MS)}`,
  );
  const otherText = [...others].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(", ");
  report.print(`non-303 answers:        ${otherText || "none"}`);
  report.print(`errors / timeouts:      ${run.errors} / ${run.timeouts}`);

  await nginx?.stop();
  for (const instance of servers) {
    const exit = await instance.stop();
    report.print(`server stopped (SIGTERM): ${exit?.signal ? `signal ${exit.signal}` : `exit code ${exit?.code}`}`);
  }

  const database = await openDatabase(cluster ? { databaseUrl: cluster.databaseUrl } : { dataDir });
  let storedRows: number;
  let storedReferences: Set<string>;
  try {
    storedRows = (await database.db.select({ n: count() }).from(inquiries))[0]!.n;
    storedReferences = new Set((await database.db.select({ reference: inquiries.reference }).from(inquiries)).map((row) => row.reference));
  } finally {
    await database.close();
  }
  const missing = [...references].filter((reference) => !storedReferences.has(reference));
  if (storedRows === accepted && references.size === accepted && missing.length === 0) {
    report.print(`stored rows = acknowledged submissions: ${storedRows} = ${accepted} ✓`);
    writeBenchResult(resultName, report.lines);
    return 0;
  }
  report.print(`✗ stored rows ≠ acknowledged submissions: ${storedRows} stored, ${accepted} acknowledged (${references.size} distinct references)`);
  if (missing.length > 0) report.print(`✗ ${missing.length} acknowledged references are not stored, e.g. ${missing.slice(0, 5).join(", ")}`);
  if (run.submitted > run.answered) {
    report.print(`  (${run.submitted - run.answered} submissions had no answer: the server may have stored them)`);
  }
  writeBenchResult(resultName, report.lines);
  return 1;
}

type Run = {
  submitted: number;
  answered: number;
  drained: number;
  accepted: number;
  windowS: number;
  latencies: number[];
  others: Map<number, number>;
  references: Set<string>;
  errors: number;
  timeouts: number;
};

/**
 * autocannon for the window plus DRAIN_S: during the window every request is a submission with its own title; after
 * it, each connection sends GETs of a small static file, which store nothing, so the submissions still under way
 * finish before autocannon closes the connections. Only submissions count in the figures.
 */
async function drive(origin: string, token: string): Promise<Run> {
  let sequence = 0;
  let submitted = 0;
  let drained = 0;
  let lastKind: "submit" | "drain" = "submit";
  const run: Run = {
    submitted: 0,
    answered: 0,
    drained: 0,
    accepted: 0,
    windowS: windowS,
    latencies: [],
    others: new Map(),
    references: new Set(),
    errors: 0,
    timeouts: 0,
  };
  const startedAt = Date.now();
  const windowEnds = startedAt + windowS * 1000;
  let lastAcceptedAt = startedAt;
  const submitHeaders = { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" };

  let finish!: (result: autocannon.Result) => void;
  let fail!: (error: unknown) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const instance = autocannon({
    url: origin,
    connections,
    duration: windowS + DRAIN_S,
    timeout: 10,
    requests: [
      {
        setupRequest(request, rawContext) {
          const context = rawContext as { kind?: string };
          if (Date.now() < windowEnds) {
            context.kind = "submit";
            submitted++;
            // Fresh headers each time: autocannon keeps a request's last Content-Length in its headers.
            return { ...request, method: "POST", path: CONTACT_PATH, headers: { ...submitHeaders }, body: urlencoded(inquiryFields(++sequence, token)) };
          }
          context.kind = "drain";
          drained++;
          return { ...request, method: "GET", path: "/builds/latest.json", headers: {}, body: "" };
        },
        onResponse(status, _body, context, headers) {
          lastKind = (context as { kind?: string }).kind === "drain" ? "drain" : "submit";
          if (lastKind !== "submit") return;
          if (status === 303) {
            const location = headers?.location ?? headers?.Location;
            const reference = referenceOf(Array.isArray(location) ? location[0] : location);
            if (reference) run.references.add(reference);
          }
        },
      },
    ],
  }, (error: unknown, result: autocannon.Result) => (error ? fail(error) : finish(result)));
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (lastKind !== "submit") return;
    run.answered++;
    if (statusCode === 303) {
      run.accepted++;
      run.latencies.push(responseTime);
      lastAcceptedAt = Date.now();
    } else {
      run.others.set(statusCode, (run.others.get(statusCode) ?? 0) + 1);
    }
  });
  const result = await finished;
  run.submitted = submitted;
  run.drained = drained;
  run.errors = result.errors;
  run.timeouts = result.timeouts;
  run.windowS = Math.max(windowS, (lastAcceptedAt - startedAt) / 1000);
  run.windowS = Math.min(run.windowS, windowS + DRAIN_S);
  return run;
}

function fmt(ms: number) {
  return Number.isNaN(ms) ? "-" : ms < 10 ? ms.toFixed(1) : ms.toFixed(0);
}
