import { and, asc, eq, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/database/database.server";
import { alertSubscribers, outbox, type AlertSubscriberRow } from "#app/database/schema.server";
import { createRateLimiter, type RateLimit } from "#app/database/rate-limit.server";
import { exportRows, type ExportFormat } from "#app/files/table-export.server";
import { CONFIRMATION_HOURS, MAILS_PER_ADDRESS_PER_DAY, type AlertSignup } from "./schema";
import type { AlertService, SignupMeta, Subscription } from "./service";
import type { AlertTokens } from "./tokens.server";

const CONFIRMATION_MS = CONFIRMATION_HOURS * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** One mailbox, one subscriber: the address as given, trimmed and in lower case. */
export const normalisedAddress = (email: string) => email.trim().toLowerCase();

/**
 * The mailbox an address delivers to, which the daily limit counts: the address without its sub-address tag (what
 * follows a "+" in the local part), in lower case. "Victim+6@Example.com" is victim@example.com's mailbox.
 */
function mailbox(email: string) {
  const address = normalisedAddress(email);
  const at = address.lastIndexOf("@");
  return address.slice(0, at).replace(/(?<=.)\+.*/s, "") + address.slice(at);
}

const subscription = (row: AlertSubscriberRow): Subscription => ({
  email: row.email,
  language: row.language,
  topics: row.topics,
  confirmed: row.confirmedAt !== null,
});

/**
 * The alert service on one database. `clientLimit` counts sign-ups per network client (ALERT_RATE_LIMIT); every
 * mailbox also receives at most MAILS_PER_ADDRESS_PER_DAY sign-up mails a day, whoever asks for them and under
 * however many of its addresses.
 */
export function createAlertService(db: Database, tokens: AlertTokens, clientLimit: RateLimit = null): AlertService {
  const clients = createRateLimiter(db, clientLimit, "alert-client");
  const mailboxes = createRateLimiter(db, { limit: MAILS_PER_ADDRESS_PER_DAY, windowMs: DAY_MS }, "alert-address");
  const byId = async (id: string | null) => {
    if (!id) return null;
    const [row] = await db.select().from(alertSubscribers).where(eq(alertSubscribers.id, id));
    return row ? subscription(row) : null;
  };
  return {
    admit: (client) => clients.consume(client),
    async signUp({ email, language, topics }, meta) {
      const inbox = mailbox(email);
      if (!(await mailboxes.consume(inbox)).allowed) return;
      try {
        await storeSignup(db, { email: normalisedAddress(email), language, topics }, meta);
      } catch (error) {
        // Nothing was stored, so nothing will be mailed: the mailbox keeps its slot for the visitor's next try.
        await mailboxes.refund(inbox).catch(() => {});
        throw error;
      }
    },
    confirmable: (token) => byId(tokens.confirmed(token)),
    async confirm(token) {
      const id = tokens.confirmed(token);
      if (!id) return null;
      const [row] = await db
        .update(alertSubscribers)
        .set({ confirmedAt: sql`coalesce(${alertSubscribers.confirmedAt}, now())` })
        .where(eq(alertSubscribers.id, id))
        .returning();
      return row ? { ...subscription(row), manageToken: tokens.manage(id) } : null;
    },
    subscription: (token) => byId(tokens.managed(token)),
    async update(token, { language, topics }) {
      const id = tokens.managed(token);
      if (!id) return null;
      const [row] = await db.update(alertSubscribers).set({ language, topics }).where(eq(alertSubscribers.id, id)).returning();
      return row ? subscription(row) : null;
    },
    async unsubscribe(token) {
      const id = tokens.managed(token);
      if (!id) return false;
      const deleted = await deleteSubscribers(db, eq(alertSubscribers.id, id));
      return deleted > 0;
    },
    issued: async (token) => tokens.managed(token) !== null,
  };
}

/**
 * Stores a sign-up of a normalised address and queues its mail, in one transaction: an unconfirmed address takes the
 * new request's settings and a new confirmation link; a confirmed one keeps its own and is mailed its manage link.
 */
async function storeSignup(db: Database, { email, language, topics }: Omit<AlertSignup, "consent">, { consentAt, privacyPolicyVersion }: SignupMeta) {
  const requestedAt = new Date();
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .insert(alertSubscribers)
      .values({ email, language, topics, requestedAt, consentAt, privacyPolicyVersion })
      .onConflictDoUpdate({
        target: alertSubscribers.email,
        set: { language, topics, requestedAt, consentAt, privacyPolicyVersion },
        setWhere: isNull(alertSubscribers.confirmedAt),
      })
      .returning({ id: alertSubscribers.id });
    if (pending) {
      const confirmationExpiresAt = new Date(requestedAt.getTime() + CONFIRMATION_MS).toISOString();
      await tx.insert(outbox).values({ subscriberId: pending.id, kind: "alert-confirmation", payload: { confirmationExpiresAt } });
      return;
    }
    const [confirmed] = await tx.select({ id: alertSubscribers.id }).from(alertSubscribers).where(eq(alertSubscribers.email, email));
    if (confirmed) await tx.insert(outbox).values({ subscriberId: confirmed.id, kind: "alert-subscribed" });
  });
}

/**
 * Deletes the subscribers that meet every condition, and with them their unsent mails (ON DELETE CASCADE); resolves
 * to how many. At least one condition: a missing one (and()'s undefined) would delete every subscriber.
 */
async function deleteSubscribers(db: Database, ...conditions: [SQL, ...SQL[]]) {
  const deleted = await db.delete(alertSubscribers).where(and(...conditions)).returning({ id: alertSubscribers.id });
  return deleted.length;
}

/** Deletes the addresses that were not confirmed before their link expired. */
export function deleteExpiredSignups(db: Database, now = new Date()) {
  return deleteSubscribers(db, isNull(alertSubscribers.confirmedAt), lt(alertSubscribers.requestedAt, new Date(now.getTime() - CONFIRMATION_MS)));
}

/** For the operator CLI: deletes the subscriber with this address, whatever its state. */
export function deleteSubscriberByAddress(db: Database, email: string) {
  return deleteSubscribers(db, eq(alertSubscribers.email, normalisedAddress(email)));
}

/** Every subscriber, oldest first. */
export function listSubscribers(db: Database) {
  return db.select().from(alertSubscribers).orderBy(asc(alertSubscribers.requestedAt));
}

/** The confirmed subscribers' ids and topics: who an announcement goes to. */
export function confirmedSubscribers(db: Pick<Database, "select">) {
  return db.select({ id: alertSubscribers.id, topics: alertSubscribers.topics }).from(alertSubscribers).where(isNotNull(alertSubscribers.confirmedAt));
}

/** Every subscriber, oldest first, as JSON with the schema's names or CSV with the table's column names (topics joined by spaces). */
export async function exportSubscribers(db: Database, format: ExportFormat) {
  return exportRows(alertSubscribers, await listSubscribers(db), format);
}
