import { count, eq, sql } from "drizzle-orm";
import { announceNewItems } from "#app/alerts/announce.server";
import { currentAlertItems, type AlertItem } from "#app/alerts/items.server";
import type { AlertService } from "#app/alerts/service";
import { createAlertService, deleteExpiredSignups } from "#app/alerts/store.server";
import { alertTokens } from "#app/alerts/tokens.server";
import { company } from "#app/config/company";
import { embeddedDataDir, openDatabase, unreadyReason, type Database } from "#app/database/database.server";
import { outbox } from "#app/database/schema.server";
import { useFormSecret } from "#app/forms/form-token.server";
import { mailTransportFromEnv } from "#app/database/mail-transport.server";
import { outboxComposer } from "./outbox-mail";
import { startOutboxWorker } from "#app/database/outbox.server";
import { servePGlite } from "#app/database/pglite-socket.server";
import { parseRateLimit } from "#app/database/rate-limit.server";
import type { InquiryService } from "#app/inquiries/service";
import { sharedSecret } from "#app/database/site-secrets.server";
import { createInquiryService } from "#app/inquiries/store.server";

export type InquiryRuntime = {
  service: InquiryService;
  alerts: AlertService;
  /** Why the database cannot take inquiries now, or null when it can (for /readyz). */
  unreadyReason(): Promise<string | null>;
  /** The notifications still to be mailed, and how many of them have failed at least once (for the metrics). */
  outboxBacklog(): Promise<{ pending: number; failing: number }>;
  /** Lets the mail worker finish the send under way, then closes the database. */
  stop(): Promise<void>;
};

/** How often addresses whose confirmation link expired are looked for and deleted. */
const EXPIRED_SIGNUPS_SWEEP_MS = 15 * 60_000;

/**
 * What one server process needs for inquiries and e-mail alerts: the database (PostgreSQL when DATABASE_URL is set,
 * else PGlite in DATA_DIR, served to the operator CLI on a socket), the services with their shared rate limits, the
 * form-signing secret (FORM_SECRET, else the one kept in the database, so that every instance and every restart share
 * it) and the alert links' (kept in the database), and the mail worker when SMTP is configured. It records the build's
 * alert items, queueing the alerts of new ones (announce.server.ts), and deletes expired sign-ups.
 */
export async function startInquiryRuntime(env: NodeJS.ProcessEnv = process.env, alertItems: readonly AlertItem[] = currentAlertItems()): Promise<InquiryRuntime> {
  const mail = mailTransportFromEnv(env);
  const rateLimit = parseRateLimit(env.INQUIRY_RATE_LIMIT);
  const alertRateLimit = parseRateLimit(env.ALERT_RATE_LIMIT, "5/10m", "ALERT_RATE_LIMIT");
  // The first public origin is the one the mails' links point to.
  const origin = env.PUBLIC_ORIGIN?.split(",")[0]?.trim() || company.siteUrl;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: embeddedDataDir(env) });
  const socket = database.embedded
    ? await servePGlite(database.embedded.pglite, database.embedded.dataDir).catch(async (error: unknown) => {
        await database.close();
        throw error;
      })
    : null;
  useFormSecret(env.FORM_SECRET || (await sharedSecret(database.db, "form-token")));
  const tokens = alertTokens(await sharedSecret(database.db, "alert-token"));
  await announce(database.db, alertItems);
  const sweep = setInterval(() => void deleteExpired(database.db), EXPIRED_SIGNUPS_SWEEP_MS).unref();
  await deleteExpired(database.db);
  const worker = mail ? startOutboxWorker(database.db, { transport: mail.transport, compose: outboxComposer(database.db, mail, { origin, tokens }) }) : null;
  console.log(
    `Inquiries: stored in ${database.description}` +
      (socket ? ` (operator socket ${socket.path})` : "") +
      (mail ? `; mail to ${mail.salesAddress} via ${mail.description}` : "; mail not configured (no SMTP_URL or SMTP_HOST): notifications stay pending"),
  );
  return {
    service: createInquiryService(database.db, rateLimit),
    alerts: createAlertService(database.db, tokens, alertRateLimit),
    unreadyReason: () => unreadyReason(database.db),
    outboxBacklog: () => outboxBacklog(database.db),
    async stop() {
      clearInterval(sweep);
      await worker?.stop();
      await socket?.stop();
      mail?.transport.close();
      await database.close();
    },
  };
}

/** A failure is logged, not fatal: the items stay unrecorded, and the next start announces them. */
async function announce(db: Database, items: readonly AlertItem[]) {
  try {
    const { added, mails } = await announceNewItems(db, items);
    if (added > 0) console.log(`E-mail alerts: ${added} new items recorded, ${mails} alert mails queued`);
  } catch (error) {
    console.error("E-mail alerts: this build's items could not be recorded; the next start tries again", error);
  }
}

async function deleteExpired(db: Database) {
  try {
    const deleted = await deleteExpiredSignups(db);
    if (deleted > 0) console.log(`E-mail alerts: ${deleted} unconfirmed sign-ups deleted, their links having expired`);
  } catch (error) {
    console.error("E-mail alerts: expired sign-ups could not be deleted; trying again later", error);
  }
}

async function outboxBacklog(db: Database) {
  const [row] = await db
    .select({ pending: count(), failing: count(sql`case when ${outbox.attempts} > 0 then 1 end`) })
    .from(outbox)
    .where(eq(outbox.status, "pending"));
  return { pending: row?.pending ?? 0, failing: row?.failing ?? 0 };
}
