import { once } from "node:events";
import { setTimeout as delay } from "node:timers/promises";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { startInquiryRuntime } from "#app/inquiries/runtime.server";
import { createApp } from "./app";
import { serverConfig } from "./config";
import { createLogger } from "./logging";
import { measureOutbox, serveMetrics } from "./metrics";

/** A stopping process exits by then, whatever is still under way. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Connections whose requests are still not answered by then are cut, so that the process ends within the timeout. */
const CUT_CONNECTIONS_AFTER_MS = 8_000;

/**
 * Starts the site from its own build (this module is part of build/server/index.js): settings from the environment,
 * the inquiry runtime, the HTTP server, the metrics endpoint when METRICS_PORT is set, and a graceful shutdown on
 * SIGTERM and SIGINT.
 */
export async function startServer(build: ServerBuild, env: NodeJS.ProcessEnv = process.env) {
  const config = serverConfig(env);
  const logger = createLogger(config.LOG_LEVEL);
  process.on("uncaughtException", (error) => {
    // postgres.js 3.4.9 can throw from a timer after PostgreSQL drops a connection under load (porsager/postgres#1154,
    // #1208): nothing can catch it, yet the pool reconnects on its own, so that one error is logged instead of taking
    // the whole site down. Anything else still ends the process.
    const fromPostgresTimer = error instanceof TypeError && /postgres[\\/]src[\\/]connection\.js/.test(error.stack ?? "");
    logger.error({ err: error }, fromPostgresTimer ? "Ignored postgres.js error after a dropped connection" : "Uncaught exception");
    if (!fromPostgresTimer) process.exit(1);
  });

  const runtime = await startInquiryRuntime(env);
  let draining = false;
  const buildDir = fileURLToPath(new URL("..", import.meta.url));
  const { app, buildId } = await createApp({ build, buildDir, runtime, config, logger, isDraining: () => draining });
  const server = app.listen(config.PORT, config.HOST);
  await once(server, "listening");
  logger.info(`Serving build ${buildId} on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`);
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
    logger.info(`${signal} received: finishing open requests`);
    setTimeout(() => {
      logger.error(`Still not stopped after ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    setTimeout(() => server.closeAllConnections(), CUT_CONNECTIONS_AFTER_MS).unref();
    await delay(config.SHUTDOWN_DRAIN_MS);
    await Promise.all([closeServer(server), metrics && closeServer(metrics)]);
    await runtime.stop();
    logger.info("Stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** Stops accepting, closes idle keep-alive connections at once and the others as their responses end. */
function closeServer(server: Server) {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  return closed;
}
