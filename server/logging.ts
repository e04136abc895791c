import { randomUUID } from "node:crypto";
import { format } from "node:util";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";

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
 * one is made, and the response carries it back. The line holds the method, the path and query, the status and the
 * time: no headers, no client address, no body, so nothing a visitor typed into the inquiry form reaches a log.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // The raw request and response, not pino's standard serializers, which copy every header first.
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({ method: req.method, url: req.originalUrl ?? req.url }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  });
}
