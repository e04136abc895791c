import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { openDatabase, type OpenedDatabase } from "#app/database/database.server";
import { inquiries } from "#app/database/schema.server";
import type { Inquiry } from "#app/inquiries/schema";
import type { SubmissionMeta } from "#app/inquiries/service";

export const engines = ["pglite", "postgres"] as const;
export type Engine = (typeof engines)[number];

/** Opening PGlite (WebAssembly) takes seconds on a busy machine. */
export const openTimeout = 60_000;

/** A PGlite data directory of its own, copied from the template; remove() deletes it. */
export async function freshDataDir() {
  const parent = await mkdtemp(path.join(os.tmpdir(), "inquiries-pglite-"));
  const dataDir = path.join(parent, "data");
  await cp(inject("pgliteTemplate"), dataDir, { recursive: true });
  return { dataDir, remove: () => rm(parent, { recursive: true, force: true }) };
}

/** A database of its own in the shared cluster, so test files can run side by side. */
export async function freshDatabaseUrl() {
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(inject("postgresUrl"), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(inject("postgresUrl"));
  url.pathname = `/${name}`;
  return url.toString();
}

export type TestDatabase = OpenedDatabase & { dispose(): Promise<void> };

export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "postgres") {
    const database = await openDatabase({ databaseUrl: await freshDatabaseUrl() });
    return { ...database, dispose: () => database.close() };
  }
  const { dataDir, remove } = await freshDataDir();
  const database = await openDatabase({ dataDir });
  return {
    ...database,
    async dispose() {
      await database.close();
      await remove();
    },
  };
}

/** Deletes every inquiry, and by cascade every outbox entry. */
export async function clearInquiries(database: OpenedDatabase) {
  await database.db.delete(inquiries);
}

export function sampleInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    title: "Radar front-end for a 2028 platform",
    position: "Purchasing manager",
    company: "Hanbit Motors",
    email: "buyer@hanbit.example",
    introduction: "Tier 1 supplier of ADAS modules",
    region: "Korea",
    application: "automotive",
    product: "dolphin5",
    concept: "Four-chip cascade",
    schedule: "Samples in Q3",
    quantity: "50k/year",
    contents: "Please send the datasheet.\nAnd a price indication.",
    consent: "on",
    ...overrides,
  };
}

export const sampleMeta: SubmissionMeta = {
  locale: "en",
  consentAt: new Date("2026-11-22T09:00:00.000Z"),
  privacyPolicyVersion: "2026-06-01",
};
