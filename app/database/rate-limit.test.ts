import { describe, expect, it } from "vitest";
import { parseRateLimit } from "./rate-limit.server";

describe("a rate limit read from the environment", () => {
  it("reads a count per window in seconds, minutes or hours", () => {
    expect(parseRateLimit("5/10m")).toEqual({ limit: 5, windowMs: 600_000 });
    expect(parseRateLimit(" 3/1h ")).toEqual({ limit: 3, windowMs: 3_600_000 });
    expect(parseRateLimit("20/30s")).toEqual({ limit: 20, windowMs: 30_000 });
  });

  it("is off for \"off\" or \"0\", and takes its default when unset or empty, as the env file promises", () => {
    expect(parseRateLimit("off")).toBeNull();
    expect(parseRateLimit("0")).toBeNull();
    expect(parseRateLimit(undefined)).toEqual({ limit: 5, windowMs: 600_000 });
    expect(parseRateLimit("")).toEqual({ limit: 5, windowMs: 600_000 });
    expect(parseRateLimit("  ", "2/1h", "ALERT_RATE_LIMIT")).toEqual({ limit: 2, windowMs: 3_600_000 });
  });

  it("stops the start with a message naming the variable for anything else", () => {
    expect(() => parseRateLimit("5 per 10 minutes", "5/10m", "ALERT_RATE_LIMIT")).toThrow('ALERT_RATE_LIMIT must look like "5/10m" or "off", not "5 per 10 minutes"');
  });
});
