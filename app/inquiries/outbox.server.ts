import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "./database.server";
import { inquiries, outbox, type InquiryRow, type OutboxRow } from "./db-schema.server";
import { composeNotification, type MailSettings } from "./mail.server";

export type OutboxWorkerOptions = Pick<MailSettings, "transport" | "salesAddress" | "from"> & {
  pollMs?: number;
  /** The first retry waits this long, each further one twice as long as the one before, up to maxBackoffMs. */
  retryBaseMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed entry stays this worker's (tests shorten it). */
  leaseMs?: number;
};

export type OutboxWorker = {
  /** Delivers every entry that is due; resolves to how many were sent. Runs never overlap. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * A claimed entry is leased for this long: another worker (another process on the same PostgreSQL) skips it, and
 * if this process dies mid-send the entry becomes due again. Longer than a send can take with mail.server's timeouts.
 */
const defaultLeaseMs = 5 * 60_000;
const batchSize = 10;

export function startOutboxWorker(
  db: Database,
  { transport, salesAddress, from, pollMs = 1000, retryBaseMs = 5000, maxBackoffMs = 15 * 60_000, leaseMs = defaultLeaseMs }: OutboxWorkerOptions,
): OutboxWorker {
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;

  async function deliver(entry: OutboxRow, inquiry: InquiryRow): Promise<boolean> {
    try {
      await transport.sendMail(composeNotification(inquiry, { salesAddress, from }));
    } catch (error) {
      const delay = Math.min(retryBaseMs * 2 ** entry.attempts, maxBackoffMs);
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outbox)
        .set({ attempts: entry.attempts + 1, lastError: message.slice(0, 2000), nextAttemptAt: new Date(Date.now() + delay) })
        .where(eq(outbox.id, entry.id));
      console.warn(`Inquiry ${inquiry.reference}: mail to sales failed (attempt ${entry.attempts + 1}), retry in ${Math.round(delay / 1000)} s: ${message}`);
      return false;
    }
    // Should this update fail, the lease runs out and the mail goes again: delivery is at least once.
    await db
      .update(outbox)
      .set({ status: "sent", attempts: entry.attempts + 1, lastError: null, sentAt: new Date() })
      .where(eq(outbox.id, entry.id));
    return true;
  }

  /**
   * Delivers batch after batch until nothing is due. A stop ends the run after the send under way, whatever keeps
   * arriving: the entries claimed but not sent are handed back, due at once, for another instance's worker.
   */
  async function deliverDue(): Promise<number> {
    let delivered = 0;
    while (!stopped) {
      const claimed = await claimDue(db, leaseMs);
      if (claimed.length === 0) break;
      const rows = await db.select().from(inquiries).where(inArray(inquiries.id, claimed.map((entry) => entry.inquiryId)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [index, entry] of claimed.entries()) {
        if (stopped) {
          await releaseLeases(db, claimed.slice(index));
          break;
        }
        const inquiry = byId.get(entry.inquiryId);
        if (inquiry && (await deliver(entry, inquiry))) delivered++;
      }
    }
    return delivered;
  }

  const runOnce = () => (running = running.catch(() => 0).then(deliverDue));

  async function poll() {
    try {
      await runOnce();
    } catch (error) {
      console.error("Inquiry outbox: delivery run failed, trying again", error);
    }
    if (!stopped) timer = setTimeout(poll, pollMs);
  }
  timer = setTimeout(poll, pollMs);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => {});
    },
  };
}

/** Makes leased entries due now, so that any worker takes them on its next poll instead of when the lease runs out. */
async function releaseLeases(db: Database, entries: OutboxRow[]) {
  await db
    .update(outbox)
    .set({ nextAttemptAt: new Date() })
    .where(and(eq(outbox.status, "pending"), inArray(outbox.id, entries.map((entry) => entry.id))));
}

/** Leases the due pending entries in one statement; SKIP LOCKED keeps concurrent workers off each other's rows. */
function claimDue(db: Database, leaseMs: number) {
  const now = new Date();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(outbox.id, due))
    .returning();
}
