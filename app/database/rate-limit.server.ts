import { createHash } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "./database.server";
import { rateLimits } from "./schema.server";

export type RateLimit = { limit: number; windowMs: number } | null;

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** Reads a limit like "5/10m" (5 posts per 10 minutes) from the variable `name`; "off" or "0" switches it off, empty is unset. */
export function parseRateLimit(value: string | undefined, fallback = "5/10m", name = "INQUIRY_RATE_LIMIT"): RateLimit {
  const text = value?.trim() || fallback;
  if (text === "off" || text === "0") return null;
  const match = /^(\d+)\/(\d+)([smh])$/.exec(text);
  if (!match) throw new Error(`${name} must look like "5/10m" or "off", not "${text}"`);
  return { limit: Number(match[1]), windowMs: Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS] };
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Takes one of the client's slots; refused when the window's are used up. */
  consume(client: string): Promise<RateVerdict>;
  /** Gives a slot back, for an inquiry that could not be stored after all. */
  refund(client: string): Promise<void>;
};

/**
 * At most `limit` posts per client (inquiries, or the alert sign-ups of `keyPrefix`) in a window of `windowMs` that starts with the client's first, counted in the
 * database so that every instance shares the count. Taking a slot is one upsert that returns the new count, so two
 * parallel posts cannot both take the last one. Rows are deleted an hour after their window ends. Clients are stored
 * as a hash, not as their network address.
 */
export function createRateLimiter(db: Database, rate: RateLimit, keyPrefix = "inquiry"): RateLimiter {
  if (!rate) return { consume: async () => ({ allowed: true }), refund: async () => {} };
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points: rate.limit,
    duration: rate.windowMs / 1000,
  });
  const key = (client: string) => createHash("sha256").update(client).digest("base64url");
  return {
    async consume(client) {
      try {
        await limiter.consume(key(client));
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async refund(client) {
      await limiter.reward(key(client), 1);
    },
  };
}
