import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import { company } from "#app/config/company";
import type { Database } from "./database.server";
import { outbox, type OutboxRow } from "./schema.server";
import type { MailSettings } from "#app/database/mail-transport.server";

/** The mail an entry stands for, and how log lines name it ("Inquiry INQ-…: mail to sales"). */
export type ComposedMail = { mail: SendMailOptions; label: string };
/** Writes an entry's mail from its owner's row; null when the owner is gone (the entry is then dropped). */
export type ComposeEntry = (entry: OutboxRow) => Promise<ComposedMail | null>;

export type OutboxWorkerOptions = Pick<MailSettings, "transport"> & {
  compose: ComposeEntry;
  pollMs?: number;
  /** The first retry waits this long, each further one twice as long as the one before, up to maxBackoffMs. */
  retryBaseMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed entry stays this worker's (tests shorten it); a send is cut off after half of it. */
  leaseMs?: number;
};

export type OutboxWorker = {
  /** Delivers every entry that is due; resolves to how many were sent. Runs never overlap. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

/** An entry as this worker claimed it, with the token that its updates must still find on the row. */
type LeasedEntry = OutboxRow & { leaseToken: string };

/**
 * A claimed entry is leased for this long: another worker (another process on the same PostgreSQL) skips it, and
 * if this process dies mid-send the entry becomes due again.
 */
const defaultLeaseMs = 5 * 60_000;

export function startOutboxWorker(
  db: Database,
  { transport, compose, pollMs = 1000, retryBaseMs = 5000, maxBackoffMs = 15 * 60_000, leaseMs = defaultLeaseMs }: OutboxWorkerOptions,
): OutboxWorker {
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;

  /**
   * mail.server's socketTimeout only limits each silence, so a server that answers slowly can make a send last
   * longer than any lease. The signal closes the connection after half the lease, the other half being for the
   * update that follows, and the send counts as failed. Whether the server had already taken the message is then
   * unknown and it is sent again: delivery is at least once.
   */
  function send({ mail }: ComposedMail, entry: OutboxRow) {
    // The same Message-ID on every attempt, so that a mail sent twice (above) can be recognised as one.
    return transport.sendMail({ ...mail, messageId: `<${entry.id}@${company.domain}>`, signal: AbortSignal.timeout(leaseMs / 2) });
  }

  async function deliver(entry: LeasedEntry, composed: ComposedMail): Promise<boolean> {
    try {
      await send(composed, entry);
    } catch (error) {
      await retryLater(entry, composed, describeError(error));
      return false;
    }
    // Should this update fail, the lease runs out and the mail goes again: delivery is at least once.
    if (!(await recordSent(db, entry))) warnLeaseLost(composed, "its delivery");
    return true;
  }

  async function retryLater(entry: LeasedEntry, { label }: ComposedMail, message: string) {
    const delay = Math.min(retryBaseMs * 2 ** entry.attempts, maxBackoffMs);
    const counted = await recordFailure(db, entry, message, new Date(Date.now() + delay));
    if (counted) console.warn(`${label} failed (attempt ${counted.attempts}), retry in ${Math.round(delay / 1000)} s: ${message}`);
    else warnLeaseLost({ label }, "its failed attempt");
  }

  /**
   * Claims and delivers one entry at a time until nothing is due, so that each lease covers a single send. A stop
   * ends the run after the send under way, whatever keeps arriving; an entry claimed as the stop came goes back to
   * the queue, due at once, for another instance's worker.
   */
  async function deliverDue(): Promise<number> {
    let delivered = 0;
    while (!stopped) {
      const entry = await claimNext(db, leaseMs);
      if (!entry) break;
      if (stopped) {
        await releaseLease(db, entry);
        break;
      }
      const composed = await compose(entry);
      if (!composed) await db.delete(outbox).where(leased(entry));
      else if (await deliver(entry, composed)) delivered++;
    }
    return delivered;
  }

  const runOnce = () => (running = running.catch(() => 0).then(deliverDue));

  async function poll() {
    try {
      await runOnce();
    } catch (error) {
      console.error("Outbox: delivery run failed, trying again", error);
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

/** The message, and the reason when nodemailer reports an aborted send ("The operation was aborted due to timeout"). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

function warnLeaseLost({ label }: Pick<ComposedMail, "label">, what: string) {
  console.warn(`${label}: the lease ran out before ${what} was recorded; another worker may mail it too`);
}

/** The entry, while this worker's lease on it holds. */
const leased = (entry: LeasedEntry) => and(eq(outbox.id, entry.id), eq(outbox.leaseToken, entry.leaseToken));

const countAttempt = sql`${outbox.attempts} + 1`;

/** Resolves to false when the lease was lost (the entry is another worker's now). */
async function recordSent(db: Database, entry: LeasedEntry) {
  const updated = await db
    .update(outbox)
    .set({ status: "sent", attempts: countAttempt, lastError: null, sentAt: new Date() })
    .where(leased(entry))
    .returning({ id: outbox.id });
  return updated.length > 0;
}

/** Resolves to the attempts counted so far, or undefined when the lease was lost. */
async function recordFailure(db: Database, entry: LeasedEntry, message: string, nextAttemptAt: Date) {
  const [updated] = await db
    .update(outbox)
    .set({ attempts: countAttempt, lastError: message.slice(0, 2000), nextAttemptAt })
    .where(leased(entry))
    .returning({ attempts: outbox.attempts });
  return updated;
}

/** Makes a leased entry due now, so that any worker takes it on its next poll instead of when the lease runs out. */
async function releaseLease(db: Database, entry: LeasedEntry) {
  await db.update(outbox).set({ nextAttemptAt: new Date() }).where(leased(entry));
}

/** Leases the next due pending entry in one statement; SKIP LOCKED keeps concurrent workers off each other's row. */
async function claimNext(db: Database, leaseMs: number): Promise<LeasedEntry | undefined> {
  const now = new Date();
  const leaseToken = randomUUID();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [entry] = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), leaseToken })
    .where(inArray(outbox.id, due))
    .returning();
  return entry && { ...entry, leaseToken };
}
