/**
 * Every way PostgreSQL can fail to store an inquiry, produced on a real server: the visitor's post answers 503 with
 * Retry-After, the form's text and a private Cache-Control, and the cause is logged at error level.
 */
import postgres from "postgres";
import { RouterContextProvider, type RouterContext } from "react-router";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { sampleInquiry } from "../../tests/support/engines";
import { startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { inquiryServiceContext } from "./context";
import { clientAddressContext } from "#app/forms/context";
import { connectPostgres, openDatabase } from "#app/database/database.server";
import { issueFormToken } from "#app/forms/form-token.server";
import { FORM_TOKEN_FIELD } from "./schema";
import { createInquiryService } from "./store.server";
import { submitInquiry, type RejectedSubmission } from "./submission.server";

// A cluster of its own: this test stops PostgreSQL and changes roles, which the other test files must not notice.
let cluster: PostgresCluster;
let admin: postgres.Sql;
beforeAll(async () => {
  cluster = await startPostgres();
  await (await openDatabase({ databaseUrl: cluster.databaseUrl })).close();
  admin = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`
    create role crowded login connection limit 0;
    create role replica login;
    alter role replica set default_transaction_read_only = on;
    create role hurried login;
    alter role hurried set statement_timeout = '100ms';
    grant all on all tables in schema public to replica, hurried;
  `);
}, 60_000);
afterAll(async () => {
  await admin?.end();
  await cluster?.stop();
});

const asRole = (role: string) => {
  const url = new URL(cluster.databaseUrl);
  url.username = role;
  return url.toString();
};

/** The form's post, as the contact page's action takes it, with the inquiry service on `databaseUrl`. */
async function postInquiry(databaseUrl: string) {
  const database = connectPostgres(databaseUrl, "test");
  const form = new URLSearchParams({ ...sampleInquiry(), consent: "on", [FORM_TOKEN_FIELD]: issueFormToken(Date.now() - 60_000) });
  const request = new Request("http://localhost/en/view/about/contact", { method: "POST", body: form });
  const context = new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [inquiryServiceContext, createInquiryService(database.db)],
      [clientAddressContext, "192.0.2.1"],
    ]),
  );
  try {
    return (await submitInquiry(request, context, "en")) as unknown as { data: RejectedSubmission; init: ResponseInit };
  } finally {
    await database.close();
  }
}

async function expectKeptAndLogged(databaseUrl: string, sqlState: string) {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const answer = await postInquiry(databaseUrl);
    const headers = new Headers(answer.init.headers);
    expect(answer.init.status).toBe(503);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data.problem).toEqual({ key: "inquiry.error.unavailable" });
    expect(answer.data.values).toMatchObject({ title: sampleInquiry().title, contents: sampleInquiry().contents });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(sqlState));
    expect(logged).not.toHaveBeenCalledWith(expect.stringContaining(sampleInquiry().contents));
  } finally {
    logged.mockRestore();
  }
}

it("keeps the inquiry when there are too many connections (53300)", async () => {
  await expectKeptAndLogged(asRole("crowded"), "53300");
});

it("keeps the inquiry when the database is read-only, as a replica after a failover is (25006)", async () => {
  await expectKeptAndLogged(asRole("replica"), "25006");
});

it("keeps the inquiry when the statement times out behind another session's lock (57014)", async () => {
  const holder = await admin.reserve();
  try {
    await holder`begin`;
    await holder`lock table inquiries in access exclusive mode`;
    await expectKeptAndLogged(asRole("hurried"), "57014");
  } finally {
    await holder`rollback`;
    holder.release();
  }
});

it("keeps the inquiry when the disk is full (53100)", async () => {
  await admin.unsafe(`
    create function refuse_as_disk_full() returns trigger language plpgsql as
      $$ begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$;
    create trigger disk_full before insert on inquiries for each row execute function refuse_as_disk_full();
  `);
  try {
    await expectKeptAndLogged(cluster.databaseUrl, "53100");
  } finally {
    await admin.unsafe("drop trigger disk_full on inquiries; drop function refuse_as_disk_full();");
  }
});

it("keeps the inquiry while PostgreSQL is down, and stores it once it is back", async () => {
  await cluster.pause();
  try {
    await expectKeptAndLogged(cluster.databaseUrl, "ECONNREFUSED");
  } finally {
    await cluster.resume();
  }
  const stored = (await postInquiry(cluster.databaseUrl)) as unknown as Response;
  expect(stored.status).toBe(303);
}, 30_000);
