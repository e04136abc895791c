import { count, eq, sql } from "drizzle-orm";
import { openDatabase, unreadyReason, type Database } from "./database.server";
import { outbox } from "./db-schema.server";
import { useFormSecret } from "./form-token.server";
import { mailTransportFromEnv } from "./mail.server";
import { startOutboxWorker } from "./outbox.server";
import { servePGlite } from "./pglite-socket.server";
import { parseRateLimit } from "./rate-limit.server";
import type { InquiryService } from "./service";
import { sharedSecret } from "./site-secrets.server";
import { createInquiryService } from "./store.server";

export type InquiryRuntime = {
  service: InquiryService;
  /** Why the database cannot take inquiries now, or null when it can (for /readyz). */
  unreadyReason(): Promise<string | null>;
  /** The notifications still to be mailed, and how many of them have failed at least once (for the metrics). */
  outboxBacklog(): Promise<{ pending: number; failing: number }>;
  /** Lets the mail worker finish the send under way, then closes the database. */
  stop(): Promise<void>;
};

/**
 * What one server process needs for inquiries: the database (PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR, served to the operator CLI on a socket), the service with its shared rate limit, the form-signing secret
 * (FORM_SECRET, else the one kept in the database, so that every instance and every restart share it), and the mail
 * worker when SMTP is configured.
 */
export async function startInquiryRuntime(env: NodeJS.ProcessEnv = process.env): Promise<InquiryRuntime> {
  const mail = mailTransportFromEnv(env);
  const rateLimit = parseRateLimit(env.INQUIRY_RATE_LIMIT);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined });
  const socket = database.embedded
    ? await servePGlite(database.embedded.pglite, database.embedded.dataDir).catch(async (error: unknown) => {
        await database.close();
        throw error;
      })
    : null;
  useFormSecret(env.FORM_SECRET || (await sharedSecret(database.db, "form-token")));
  const worker = mail ? startOutboxWorker(database.db, mail) : null;
  console.log(
    `Inquiries: stored in ${database.description}` +
      (socket ? ` (operator socket ${socket.path})` : "") +
      (mail ? `; mail to ${mail.salesAddress} via ${mail.description}` : "; mail not configured (no SMTP_URL or SMTP_HOST): notifications stay pending"),
  );
  return {
    service: createInquiryService(database.db, rateLimit),
    unreadyReason: () => unreadyReason(database.db),
    outboxBacklog: () => outboxBacklog(database.db),
    async stop() {
      await worker?.stop();
      await socket?.stop();
      mail?.transport.close();
      await database.close();
    },
  };
}

async function outboxBacklog(db: Database) {
  const [row] = await db
    .select({ pending: count(), failing: count(sql`case when ${outbox.attempts} > 0 then 1 end`) })
    .from(outbox)
    .where(eq(outbox.status, "pending"));
  return { pending: row?.pending ?? 0, failing: row?.failing ?? 0 };
}
