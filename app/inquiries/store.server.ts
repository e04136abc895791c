import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/database/database.server";
import { constraintOf, sqlState } from "#app/database/failures.server";
import { inquiries, outbox } from "#app/database/schema.server";
import { createRateLimiter, type RateLimit } from "#app/database/rate-limit.server";
import { newReference } from "./reference.server";
import type { Inquiry } from "./schema";
import type { InquiryService, StoredInquiry, SubmissionMeta } from "./service";
import { exportRows, type ExportFormat } from "#app/files/table-export.server";

/** The inquiry service on one database; without a rate limit every client is admitted. */
export function createInquiryService(db: Database, rateLimit: RateLimit = null): InquiryService {
  const limiter = createRateLimiter(db, rateLimit);
  return {
    submit: (inquiry, meta) => insertInquiry(db, inquiry, meta),
    admit: (client) => limiter.consume(client),
    readmit: (client) => limiter.refund(client),
  };
}

/**
 * One statement writes the inquiry and its outbox entry: atomic like a transaction, but one round
 * trip instead of four, which is what the embedded engine's throughput is made of.
 */
async function insertInquiry(db: Database, inquiry: Inquiry, meta: SubmissionMeta): Promise<StoredInquiry> {
  const { consent: _consent, product, ...fields } = inquiry;
  for (let attempt = 1; ; attempt++) {
    const stored = { id: randomUUID(), reference: newReference(new Date()), createdAt: new Date() };
    const insert = db.insert(inquiries).values({
      ...fields,
      ...stored,
      product: product || null,
      locale: meta.locale,
      consentAt: meta.consentAt,
      privacyPolicyVersion: meta.privacyPolicyVersion,
    }).returning({ id: inquiries.id });
    try {
      await db.execute(
        sql`with stored as ${insert} insert into ${outbox} (inquiry_id, kind, next_attempt_at) select id, 'sales-notification', ${stored.createdAt.toISOString()}::timestamptz from stored`,
      );
      return stored;
    } catch (error) {
      // Two references alike on one day are unlikely (31^6) but possible: draw again.
      if (attempt < 3 && sqlState(error) === "23505" && constraintOf(error) === "inquiries_reference_unique") continue;
      throw error;
    }
  }
}

const sinceFilter = (since: Date | undefined) => (since ? gte(inquiries.createdAt, since) : undefined);

/** Newest first, with the state of each inquiry's notification to sales. */
export async function listInquiries(db: Database, { since, limit = 50 }: { since?: Date; limit?: number } = {}) {
  return db
    .select({
      id: inquiries.id,
      reference: inquiries.reference,
      createdAt: inquiries.createdAt,
      company: inquiries.company,
      title: inquiries.title,
      mailStatus: outbox.status,
      mailAttempts: outbox.attempts,
    })
    .from(inquiries)
    .leftJoin(outbox, and(eq(outbox.inquiryId, inquiries.id), eq(outbox.kind, "sales-notification")))
    .where(sinceFilter(since))
    .orderBy(desc(inquiries.createdAt))
    .limit(limit);
}
export type InquirySummary = Awaited<ReturnType<typeof listInquiries>>[number];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findInquiry(db: Database, idOrReference: string) {
  const key = idOrReference.trim();
  const match: SQL = uuidPattern.test(key) ? eq(inquiries.id, key.toLowerCase()) : eq(inquiries.reference, key.toUpperCase());
  const [inquiry] = await db.select().from(inquiries).where(match);
  if (!inquiry) return undefined;
  const deliveries = await db.select().from(outbox).where(eq(outbox.inquiryId, inquiry.id)).orderBy(asc(outbox.createdAt));
  return { inquiry, outbox: deliveries };
}
export type InquiryDetails = NonNullable<Awaited<ReturnType<typeof findInquiry>>>;

/** Every column of every inquiry, oldest first: JSON with the schema's names, or CSV with the table's column names. */
export async function exportInquiries(db: Database, { format, since }: { format: ExportFormat; since?: Date }) {
  const rows = await db.select().from(inquiries).where(sinceFilter(since)).orderBy(asc(inquiries.createdAt));
  return exportRows(inquiries, rows, format);
}

/** Deletes inquiries received before the date; their outbox entries go with them (ON DELETE CASCADE). */
export async function purgeInquiriesOlderThan(db: Database, date: Date): Promise<number> {
  const deleted = await db.delete(inquiries).where(lt(inquiries.createdAt, date)).returning({ id: inquiries.id });
  return deleted.length;
}

