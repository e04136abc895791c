import { randomUUID } from "node:crypto";
import { format } from "node:util";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ErrorRequestHandler } from "express";
import { pino, type Logger } from "pino";

const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** One JSON line per event on standard output; everything the process prints goes through it. */
export function createLogger(level: string): Logger {
  const logger = pino({ level, base: { pid: process.pid } });
  const forward = (write: (message: string) => void) => (...args: unknown[]) => write(format(...args));
  console.log = console.info = forward((message) => logger.info(message));
  console.warn = forward((message) => logger.warn(message));
  console.error = forward((message) => logger.error(message));
  return logger;
}

/**
 * A line per request with its id: a well-formed incoming X-Request-Id (from nginx or a load balancer) is kept, else
 * one is made, and returned for the response to carry back. The line holds the method, the path and query, the status
 * and the time: no headers, no client address, no body, so nothing a visitor typed into the inquiry form reaches a log.
 *
 * Written here rather than with pino-http, which makes two child loggers per request and serialises the request into
 * one of them (docs/operating.md, Logs: what that cost).
 */
export function requestLogger(logger: Logger) {
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse): string => {
    const startedAt = performance.now();
    const given = req.headers["x-request-id"];
    const reqId = typeof given === "string" && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
    res.once("close", () => {
      const line = {
        reqId,
        req: { method: req.method, url: req.originalUrl ?? req.url },
        res: { statusCode: res.statusCode },
        responseTime: Math.round((performance.now() - startedAt) * 100) / 100,
      };
      logger.info(line, res.writableFinished ? "request completed" : "request aborted");
    });
    return reqId;
  };
}

/**
 * The last of the app's handlers: what a visitor sent wrong (a bad `%` escape in the path, which Express answers 400)
 * is logged below error level without a stack, as the request line holds its address; the site's own faults are
 * logged at error level with theirs. Either way the answer says no more than its status.
 */
export function answerFailures(logger: Logger): ErrorRequestHandler {
  return (error: Error & { status?: number; statusCode?: number }, _req, res, next) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status < 500) logger.info(`Refused a malformed request (${status}): ${error.message}`);
    else logger.error({ err: error }, "Request failed");
    if (res.headersSent) return next(error);
    res.status(status < 500 ? status : 500).set("Cache-Control", "no-store").type("text").send(status < 500 ? "Bad Request" : "Internal Server Error");
  };
}
