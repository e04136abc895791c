import { isIP } from "node:net";
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65_535);

/** A hop count ("1"), or addresses and subnets ("10.0.0.0/8, 127.0.0.1"), or Express's names ("loopback"). */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context) => {
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
    const invalid = entries.filter((entry) => !["loopback", "linklocal", "uniquelocal"].includes(entry) && !isIP(entry.split("/")[0]!));
    if (entries.length === 0 || invalid.length > 0) {
      context.addIssue({ code: "custom", message: `expected a hop count or addresses and subnets, not "${value}"` });
      return z.NEVER;
    }
    return entries;
  });

/** One origin or a comma-separated list, each as a browser sends it in Origin: scheme, host and port only. */
const publicOrigins = z
  .string()
  .transform((value) => value.split(",").map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(z.url({ protocol: /^https?$/ }).refine((url) => new URL(url).origin === url, "must be an origin like https://www.example.com, without a path or a trailing slash")));

const serverEnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  TRUST_PROXY: trustProxy.default(["loopback"]),
  PUBLIC_ORIGIN: publicOrigins.default([]),
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** How long a stopping instance keeps answering with /readyz at 503, so that a load balancer that polls it moves on. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(5_000).default(0),
  /**
   * Bytes the render cache holds at most (server/render-cache.ts): server-rendered pages, encoded, with their headers;
   * the least recently used go first. 0 turns it off.
   */
  RENDER_CACHE_MAX: z.coerce.number().int().min(0).default(64 * 1024 * 1024),
  /**
   * How long a client may take to send a request's headers, and the whole request (server/start.ts). Lower values are
   * for tests of slow senders; a request through nginx, which buffers what it forwards, takes milliseconds.
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type ServerConfig = z.infer<typeof serverEnvSchema>;

/** Node refuses a headers timeout longer than the request's. */
const timeoutsInOrder = (config: ServerConfig) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS;

/** The server's settings from the environment; a wrong value stops the start with a message naming the variable. */
export function serverConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = serverEnvSchema.refine(timeoutsInOrder, { path: ["HEADERS_TIMEOUT_MS"], message: "must not exceed REQUEST_TIMEOUT_MS" }).safeParse(present);
  if (parsed.success) return parsed.data;
  throw new Error(`Invalid server settings: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
}
