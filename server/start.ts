import { once } from "node:events";
import { setTimeout as delay } from "node:timers/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { startInquiryRuntime } from "./runtime";
import { createApp, readServedBuild } from "./app";
import { serverConfig } from "./config";
import { createLogger } from "./logging";
import { measureOutbox, serveMetrics } from "./metrics";
import { survivableError } from "./uncaught-errors";
import { answerUnknownMethods } from "./unknown-methods";

/** A stopping process exits by then, whatever is still under way. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Connections whose requests are still not answered by then are cut, so that the process ends within the timeout. */
const CUT_CONNECTIONS_AFTER_MS = 8_000;
/**
 * An idle keep-alive connection stays open longer than nginx keeps its connections to an instance (its upstream's
 * keepalive_timeout, deploy/nginx.conf): closed first here, one could take nginx's next request as it closes.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How often Node looks for connections past their headers or request timeout; its default, 30 s, would double them. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * Starts the site from its own build (this module is part of build/server/index.js): settings from the environment,
 * the inquiry runtime, the HTTP server, the metrics endpoint when METRICS_PORT is set, and a graceful shutdown on
 * SIGTERM and SIGINT.
 */
export async function startServer(build: ServerBuild, env: NodeJS.ProcessEnv = process.env) {
  const config = serverConfig(env);
  const logger = createLogger(config.LOG_LEVEL);
  process.on("uncaughtException", (error) => {
    const survivable = survivableError(error);
    logger.error({ err: error }, survivable ?? "Uncaught exception");
    if (!survivable) process.exit(1);
  });

  const [runtime, served] = await Promise.all([startInquiryRuntime(env), readServedBuild(fileURLToPath(new URL("..", import.meta.url)))]);
  let draining = false;
  const { handler, buildId } = createApp({ build, served, runtime, config, logger, isDraining: () => draining });
  const endKeepAliveWhenDraining = keepAliveEnder(() => draining);
  // The ender sees each request first: the handler may answer it at once.
  const server = createServer(
    {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    endKeepAliveWhenDraining.track,
  )
    .on("request", (req, res) => (draining && refusedWhileDraining(req, res)) || handler(req, res));
  answerUnknownMethods(server, handler);
  server.listen(config.PORT, config.HOST);
  await once(server, "listening");
  logger.info({ buildId, node: process.versions.node }, `Serving build ${buildId} on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`);
  measureOutbox(runtime.outboxBacklog);
  const metrics = config.METRICS_PORT === undefined ? null : await serveMetrics(config.METRICS_PORT, config.METRICS_HOST);
  if (metrics) logger.info(`Metrics on http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`);

  /**
   * /readyz turns 503 (and stays so for SHUTDOWN_DRAIN_MS while requests are still taken), then the server stops
   * accepting connections; requests under way are answered (an inquiry being stored is stored and acknowledged), the
   * mail worker finishes its send, the database closes, and the process ends.
   */
  async function shutdown(signal: string) {
    if (draining) return;
    draining = true;
    endKeepAliveWhenDraining.now();
    logger.info(`${signal} received: finishing open requests`);
    setTimeout(() => {
      logger.error(`Still not stopped after ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    setTimeout(() => server.closeAllConnections(), CUT_CONNECTIONS_AFTER_MS).unref();
    const stopping = stopSteps(logger);
    await stopping.step("the drain (SHUTDOWN_DRAIN_MS)", delay(config.SHUTDOWN_DRAIN_MS));
    await Promise.all([
      stopping.step("open connections", closeServer(server), () => endKeepAliveWhenDraining.underWay()),
      metrics && stopping.step("the metrics endpoint's connections", closeServer(metrics)),
    ]);
    await stopping.step("the mail worker's send and the database", runtime.stop());
    stopping.done();
    logger.info("Stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * Node keeps a keep-alive connection open after its last response even once the server is closing, and nginx keeps
 * its connections to an instance for a minute: a stopping instance's answers say `Connection: close` instead, to the
 * requests under way when the stop began and to those that come on open connections while it drains.
 */
function keepAliveEnder(isDraining: () => boolean) {
  const unanswered = new Set<ServerResponse>();
  const end = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };
  return {
    track(_req: IncomingMessage, res: ServerResponse) {
      if (isDraining()) end(res);
      unanswered.add(res);
      res.once("close", () => unanswered.delete(res));
    },
    now() {
      unanswered.forEach(end);
    },
    /** The requests not yet answered, as the request log names them (method and path, no query or headers). */
    underWay(): string {
      const requests = [...unanswered].map(({ req }) => `${req.method} ${req.url?.split("?")[0]}`);
      return requests.length === 0 ? "no request under way" : `${requests.length} request(s) under way: ${requests.slice(0, 10).join(", ")}`;
    },
  };
}

/**
 * A stopping instance answers a read that came through the proxy (X-Forwarded-For) 503 instead of serving it: nginx
 * sends it to another instance and, counting the 503 as a failure, sends this one nothing more (deploy/nginx.conf), so
 * that no request is on its way when the port closes. A post is served (nginx never sends one twice, and this instance
 * stores and acknowledges it), and so are a direct request, which no proxy would send again, and the probes.
 */
function refusedWhileDraining(req: IncomingMessage, res: ServerResponse): boolean {
  const read = req.method === "GET" || req.method === "HEAD";
  if (!read || req.headers["x-forwarded-for"] === undefined || req.url === "/healthz" || req.url === "/readyz") return false;
  res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store", "Retry-After": "1", Connection: "close" });
  res.end(req.method === "HEAD" ? undefined : "This instance is stopping: try again.");
  return true;
}

/** How long a stop may take before it says what it still waits for, and then again at this interval. */
const REPORT_SLOW_STOP_AFTER_MS = 2_000;

/** The steps of a stop; one that runs longer than 2 s is named in the log (with its detail), so a slow stop explains itself. */
function stopSteps(logger: Logger) {
  const startedAt = Date.now();
  const waiting = new Map<string, () => string>();
  const report = setInterval(() => {
    const steps = [...waiting].map(([name, detail]) => `${name} (${detail()})`);
    logger.warn(`Still stopping after ${((Date.now() - startedAt) / 1000).toFixed(1)} s: waiting for ${steps.join("; ")}`);
  }, REPORT_SLOW_STOP_AFTER_MS).unref();
  return {
    async step<T>(name: string, work: Promise<T>, detail = () => "under way"): Promise<T> {
      waiting.set(name, detail);
      try {
        return await work;
      } finally {
        waiting.delete(name);
      }
    },
    done: () => clearInterval(report),
  };
}

/** Stops accepting and closes the keep-alive connections as they fall idle (a response may have been on its way). */
async function closeServer(server: Server) {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  await closed;
  clearInterval(sweep);
}
