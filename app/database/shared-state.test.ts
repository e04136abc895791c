import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { engines, openTestDatabase, openTimeout, type TestDatabase } from "../../tests/support/engines";
import { rateLimits, siteSecrets } from "./schema.server";
import { createRateLimiter } from "./rate-limit.server";
import { sharedSecret } from "./site-secrets.server";

const FIVE_PER_TEN_MINUTES = { limit: 5, windowMs: 10 * 60_000 };

describe.each(engines)("state shared by every instance, on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, openTimeout);
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(siteSecrets);
  });

  it("lets exactly five of twelve parallel inquiries from one client through, whichever limiter takes them", async () => {
    // Three limiters on one database stand for three instances.
    const limiters = [1, 2, 3].map(() => createRateLimiter(database.db, FIVE_PER_TEN_MINUTES));
    const verdicts = await Promise.all(Array.from({ length: 12 }, (_, index) => limiters[index % 3]!.consume("203.0.113.7")));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    for (const verdict of verdicts.filter((verdict) => !verdict.allowed)) {
      expect(verdict).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
      expect(verdict.allowed || verdict.retryAfterSeconds).toBeGreaterThan(9 * 60);
    }
    expect(await limiters[0]!.consume("198.51.100.2"), "another client has slots of its own").toEqual({ allowed: true });
  });

  it("gives a refunded slot back, and opens again once the window has passed", async () => {
    const limiter = createRateLimiter(database.db, FIVE_PER_TEN_MINUTES);
    for (let i = 0; i < 5; i++) expect(await limiter.consume("client")).toEqual({ allowed: true });
    expect((await limiter.consume("client")).allowed).toBe(false);
    await limiter.refund("client");
    await limiter.refund("client");
    expect(await limiter.consume("client")).toEqual({ allowed: true });
    await database.db.update(rateLimits).set({ expire: new Date(Date.now() - 1000) });
    expect(await limiter.consume("client"), "a new window starts").toEqual({ allowed: true });
  });

  it("keeps no network address and forgets windows that ended over an hour ago", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const limiter = createRateLimiter(database.db, FIVE_PER_TEN_MINUTES);
      await limiter.consume("192.0.2.55");
      await database.db.insert(rateLimits).values({ key: "inquiry:old", points: 5, expire: new Date(Date.now() - 2 * 3_600_000) });
      vi.advanceTimersByTime(5 * 60_000);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () => expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, "inquiry:old"))).toEqual([]));
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain("192.0.2.55");
  });

  it("creates one form secret for every instance, even when they start at the same moment", async () => {
    const secrets = await Promise.all([1, 2, 3, 4].map(() => sharedSecret(database.db, "form-token")));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await database.db.select({ count: sql<number>`count(*)::int` }).from(siteSecrets)).toEqual([{ count: 1 }]);
  });
});
