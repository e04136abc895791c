import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { Counter, Gauge, Histogram, collectDefaultMetrics, register } from "prom-client";
import { unlocalizedPath } from "#app/i18n/paths";
import { singleMetric } from "#app/site/metrics.server";
import { pageIdAt } from "#app/site/pages";

/**
 * The label of a request in the metrics: the page's id in the registry, or the kind of file. Never the raw path,
 * which a visitor can vary without end.
 */
export function routeLabel(path: string): string {
  if (path.startsWith("/assets/")) return "assets";
  if (path.startsWith("/builds/")) return "builds";
  return pageIdAt(unlocalizedPath(path)) ?? "other";
}

const requests = singleMetric(
  "http_requests_total",
  (name) => new Counter({ name, help: "Requests answered, by route and status", labelNames: ["method", "route", "status"] }),
);
const durations = singleMetric(
  "http_request_duration_seconds",
  (name) =>
    new Histogram({
      name,
      help: "Time from the request's arrival to the end of its response, by route",
      labelNames: ["method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
);

const renderCacheAnswers = singleMetric(
  "site_render_cache_answers_total",
  (name) => new Counter({ name, help: "Server-rendered answers by the render cache: hit (kept) or miss (rendered now)", labelNames: ["result"] }),
);

const resultsFrameAnswers = singleMetric(
  "site_results_frame_answers_total",
  (name) =>
    new Counter({ name, help: "Search results pages rendered by the server: filled into a frame, or rendered whole", labelNames: ["result"] }),
);

/** Counts and times every request once its response has been sent (a plain Node handler: some are answered before Express). */
export function measureRequests(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void) {
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const labels = { method: req.method ?? "GET", route: routeLabel((req.originalUrl ?? req.url ?? "/").split("?")[0]!) };
    requests.inc({ ...labels, status: String(res.statusCode) });
    durations.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  });
  next();
}

export function countRenderCacheAnswer(result: "hit" | "miss") {
  renderCacheAnswers.inc({ result });
}

export function countResultsFrameAnswer(result: "filled" | "whole") {
  resultsFrameAnswers.inc({ result });
}

/** The render cache's size, read when the metrics are scraped: its bytes are what RENDER_CACHE_MAX is measured against. */
export function measureRenderCache(cache: { bytes(): number; entries(): number }) {
  singleMetric(
    "site_render_cache_bytes",
    (name) =>
      new Gauge({
        name,
        help: "Bytes held by the render cache (bodies, headers and keys), at most RENDER_CACHE_MAX",
        collect() {
          this.set(cache.bytes());
        },
      }),
  );
  singleMetric(
    "site_render_cache_entries",
    (name) =>
      new Gauge({
        name,
        help: "Answers held by the render cache (one per page address and encoding)",
        collect() {
          this.set(cache.entries());
        },
      }),
  );
}

/** The outbox's backlog, read from the database when the metrics are scraped. */
export function measureOutbox(backlog: () => Promise<{ pending: number; failing: number }>) {
  let latest: Promise<{ pending: number; failing: number }> | null = null;
  // Both gauges are read in one scrape: one query serves them.
  const read = () => (latest ??= backlog().finally(() => setImmediate(() => (latest = null))));
  new Gauge({
    name: "site_outbox_pending",
    help: "Mails in the outbox not yet sent: notifications to sales, alert sign-up confirmations and alerts",
    async collect() {
      this.set((await read()).pending);
    },
  });
  new Gauge({
    name: "site_outbox_failing",
    help: "Mails in the outbox not yet sent whose last attempt failed",
    async collect() {
      this.set((await read()).failing);
    },
  });
}

/**
 * The Prometheus endpoint, on a port of its own (METRICS_PORT, on METRICS_HOST, loopback by default) so that it is
 * never reachable through the site's own port.
 */
export async function serveMetrics(port: number, host: string): Promise<http.Server> {
  collectDefaultMetrics();
  // prom-client's defaults give the heap and external memory, not the part of external memory in ArrayBuffers.
  singleMetric(
    "nodejs_array_buffers_bytes",
    (name) =>
      new Gauge({
        name,
        help: "Memory of ArrayBuffers and Buffers, part of nodejs_external_memory_bytes",
        collect() {
          this.set(process.memoryUsage().arrayBuffers);
        },
      }),
  );
  const server = http.createServer(async (req, res) => {
    if (req.method !== "GET" || req.url !== "/metrics") return res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
    try {
      const body = await register.metrics();
      res.writeHead(200, { "Content-Type": register.contentType }).end(body);
    } catch (error) {
      res.writeHead(500, { "Content-Type": "text/plain" }).end(`Metrics unavailable: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return server;
}
