export type RateLimit = { limit: number; windowMs: number } | null;

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** Reads a limit like "5/10m" (5 inquiries per 10 minutes); "off" or "0" switches it off. */
export function parseRateLimit(value: string | undefined, fallback = "5/10m"): RateLimit {
  const text = (value ?? fallback).trim();
  if (text === "off" || text === "0") return null;
  const match = /^(\d+)\/(\d+)([smh])$/.exec(text);
  if (!match) throw new Error(`INQUIRY_RATE_LIMIT must look like "5/10m" or "off", not "${text}"`);
  return { limit: Number(match[1]), windowMs: Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS] };
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A sliding window per client: at most `limit` accepted inquiries in any `windowMs`. */
export function createRateLimiter(rate: RateLimit) {
  const hits = new Map<string, number[]>();
  return {
    check(client: string, now = Date.now()): RateVerdict {
      if (!rate) return { allowed: true };
      const recent = (hits.get(client) ?? []).filter((time) => now - time < rate.windowMs);
      hits.set(client, recent);
      if (recent.length < rate.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.ceil((recent[0]! + rate.windowMs - now) / 1000) };
    },
    record(client: string, now = Date.now()) {
      if (rate) hits.set(client, [...(hits.get(client) ?? []), now]);
    },
  };
}
