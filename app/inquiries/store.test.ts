import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearInquiries, engines, openTestDatabase, openTimeout, sampleInquiry, sampleMeta, type TestDatabase } from "../../tests/support/engines";
import { inquiries, outbox } from "#app/database/schema.server";
import { newReference } from "./reference.server";
import {
  createInquiryService,
  exportInquiries,
  findInquiry,
  listInquiries,
  purgeInquiriesOlderThan,
} from "./store.server";

vi.mock("./reference.server", { spy: true });

describe.each(engines)("inquiry store on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, openTimeout);
  afterAll(() => database?.dispose());
  beforeEach(() => clearInquiries(database));

  const submit = (overrides = {}, meta = sampleMeta) => createInquiryService(database.db).submit(sampleInquiry(overrides), meta);

  it("stores the inquiry and its notification to sales together", async () => {
    const stored = await submit({ product: "" });
    expect(stored.reference).toMatch(/^INQ-\d{8}-[2-9A-HJKMNP-Z]{6}$/);
    expect(stored.reference.slice(4, 12)).toBe(stored.createdAt.toISOString().slice(0, 10).replaceAll("-", ""));

    const [row] = await database.db.select().from(inquiries);
    const { consent: _consent, product: _product, ...fields } = sampleInquiry();
    expect(row).toEqual({
      ...fields,
      product: null,
      id: stored.id,
      reference: stored.reference,
      createdAt: stored.createdAt,
      locale: "en",
      consentAt: sampleMeta.consentAt,
      privacyPolicyVersion: sampleMeta.privacyPolicyVersion,
    });
    const entries = await database.db.select().from(outbox);
    expect(entries).toEqual([
      expect.objectContaining({ inquiryId: stored.id, kind: "sales-notification", status: "pending", attempts: 0, sentAt: null }),
    ]);
    expect(entries[0]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("stores nothing when the outbox entry cannot be stored", async () => {
    await database.db.execute(sql`ALTER TABLE outbox ADD CONSTRAINT refuse_all CHECK (kind = 'none') NOT VALID`);
    try {
      await expect(submit()).rejects.toThrow();
      expect(await database.db.select().from(inquiries)).toEqual([]);
    } finally {
      await database.db.execute(sql`ALTER TABLE outbox DROP CONSTRAINT refuse_all`);
    }
  });

  it("gives every inquiry its own reference, drawing again on a collision", async () => {
    const references = new Set((await Promise.all(Array.from({ length: 20 }, () => submit()))).map((s) => s.reference));
    expect(references.size).toBe(20);

    const [taken] = references;
    vi.mocked(newReference).mockReturnValueOnce(taken!);
    const stored = await submit();
    expect(stored.reference).not.toBe(taken);
    expect(await database.db.$count(inquiries)).toBe(21);
  });

  it("lists newest first with the mail state, since a date, up to a limit", async () => {
    const first = await submit({ company: "First" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await submit({ company: "Second" });
    await database.db.update(outbox).set({ status: "sent" }).where(eq(outbox.inquiryId, second.id));

    expect(await listInquiries(database.db)).toEqual([
      { id: second.id, reference: second.reference, createdAt: second.createdAt, company: "Second", title: sampleInquiry().title, mailStatus: "sent", mailAttempts: 0 },
      { id: first.id, reference: first.reference, createdAt: first.createdAt, company: "First", title: sampleInquiry().title, mailStatus: "pending", mailAttempts: 0 },
    ]);
    expect((await listInquiries(database.db, { since: second.createdAt })).map((r) => r.company)).toEqual(["Second"]);
    expect((await listInquiries(database.db, { limit: 1 })).map((r) => r.company)).toEqual(["Second"]);
  });

  it("finds an inquiry by id or reference, with its outbox entry", async () => {
    const stored = await submit();
    const byReference = await findInquiry(database.db, ` ${stored.reference.toLowerCase()} `);
    expect(byReference?.inquiry.id).toBe(stored.id);
    expect(byReference?.outbox).toEqual([expect.objectContaining({ status: "pending", kind: "sales-notification" })]);
    expect((await findInquiry(database.db, stored.id.toUpperCase()))?.inquiry.reference).toBe(stored.reference);
    expect(await findInquiry(database.db, "INQ-20000101-ZZZZZZ")).toBeUndefined();
    expect(await findInquiry(database.db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("exports every column as JSON and as CSV", async () => {
    const stored = await submit({ contents: 'Line one\nLine "two"' });
    const json = JSON.parse(await exportInquiries(database.db, { format: "json" })) as Record<string, unknown>[];
    expect(json).toEqual([expect.objectContaining({ id: stored.id, reference: stored.reference, createdAt: stored.createdAt.toISOString(), product: "dolphin5" })]);

    const csv = await exportInquiries(database.db, { format: "csv" });
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      '"id","reference","created_at","locale","title","position","company","email","introduction","region","application","product","concept","schedule","quantity","contents","consent_at","privacy_policy_version"',
    );
    expect(row).toContain(`"${stored.reference}","${stored.createdAt.toISOString()}","en"`);
    expect(csv).toContain('"Line one\nLine ""two"""');
    expect(await exportInquiries(database.db, { format: "csv", since: new Date(Date.now() + 60_000) })).toBe(`\uFEFF${header}\r\n`);
  });

  it("defuses spreadsheet formulas in the CSV export", async () => {
    await submit({ company: "=HYPERLINK(\"http://evil.example\")", title: "+1+2", region: "@SUM(A1)", quantity: "-5" });
    const csv = await exportInquiries(database.db, { format: "csv" });
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'+1+2"`);
    expect(csv).toContain(`"'@SUM(A1)"`);
    expect(csv).toContain(`"'-5"`);
  });

  it("purges inquiries older than a date, with their outbox entries", async () => {
    const old = await submit();
    await database.db.update(inquiries).set({ createdAt: new Date("2024-01-01T00:00:00Z") }).where(eq(inquiries.id, old.id));
    const recent = await submit();
    expect(await purgeInquiriesOlderThan(database.db, new Date("2025-01-01T00:00:00Z"))).toBe(1);
    expect((await listInquiries(database.db)).map((r) => r.id)).toEqual([recent.id]);
    expect((await database.db.select().from(outbox)).map((e) => e.inquiryId)).toEqual([recent.id]);
    expect(await purgeInquiriesOlderThan(database.db, new Date("2025-01-01T00:00:00Z"))).toBe(0);
  });
});
