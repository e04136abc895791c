import { afterAll, beforeAll, expect, it } from "vitest";
import { sampleInquiry, sampleMeta } from "../../tests/support/engines";
import { startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { openDatabase, type OpenedDatabase } from "./database.server";
import { DatabaseUnavailableError } from "./service";
import { createInquiryService } from "./store.server";

// A cluster of its own: this test stops PostgreSQL, which the other test files must not notice.
let cluster: PostgresCluster;
let database: OpenedDatabase;
beforeAll(async () => {
  cluster = await startPostgres();
  database = await openDatabase({ databaseUrl: cluster.databaseUrl });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await cluster?.stop();
});

it("rejects with DatabaseUnavailableError while PostgreSQL is down, and works again once it is back", async () => {
  const service = createInquiryService(database.db);
  await service.submit(sampleInquiry(), sampleMeta);

  await cluster.pause();
  const error = await service.submit(sampleInquiry(), sampleMeta).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DatabaseUnavailableError);

  await cluster.resume();
  const stored = await service.submit(sampleInquiry(), sampleMeta);
  expect(stored.reference).toMatch(/^INQ-/);
}, 30_000);
