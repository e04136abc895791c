import { and, eq, inArray, like, ne } from "drizzle-orm";
import type { Database } from "#app/database/database.server";
import type { ComposedMail } from "#app/database/outbox.server";
import { alertItems, alertSubscribers, type OutboxRow } from "#app/database/schema.server";
import { alertMail, confirmationMail, subscribedMail, type AlertMailSettings, type MailAlertItem } from "./mail-kinds.server";

export type { AlertMailSettings } from "./mail-kinds.server";

/**
 * The mail an alert entry stands for, in the subscriber's language: the confirmation link, the manage link of an
 * address already subscribed, or the new items; null when the subscriber (or every item) is gone.
 */
export async function composeAlertMail(db: Database, entry: OutboxRow, settings: AlertMailSettings): Promise<ComposedMail | null> {
  if (!entry.subscriberId) return null;
  const [subscriber] = await db.select().from(alertSubscribers).where(eq(alertSubscribers.id, entry.subscriberId));
  if (!subscriber) return null;
  const label = `Alert mail ${entry.kind} to subscriber ${subscriber.id}`;
  if (entry.kind === "alert-confirmation" && entry.payload && "confirmationExpiresAt" in entry.payload) {
    return { label, mail: await confirmationMail(subscriber, new Date(entry.payload.confirmationExpiresAt), settings) };
  }
  if (entry.kind === "alert-subscribed") return { label, mail: await subscribedMail(subscriber, settings) };
  if (entry.kind === "alert" && entry.payload && "items" in entry.payload) {
    const keys = entry.payload.items;
    const rows = keys.length > 0 ? await db.select().from(alertItems).where(inArray(alertItems.key, keys)) : [];
    const items = await Promise.all(keys.flatMap((key) => rows.filter((row) => row.key === key)).map((row) => withPreviousRevision(db, row)));
    return items.length > 0 ? { label, mail: await alertMail(subscriber, items, settings) } : null;
  }
  throw new Error(`${label}: the entry has no mail of this kind, or lacks its payload`);
}

/** A changed event with the revision recorded before it (`events:<id>:<sequence>`), so that its mail says what changed. */
async function withPreviousRevision(db: Database, item: MailAlertItem): Promise<MailAlertItem> {
  if (item.topic !== "events" || !item.content.changed) return item;
  const [, id, sequence] = item.key.split(":");
  const revisions = await db
    .select()
    .from(alertItems)
    .where(and(like(alertItems.key, `events:${id}:%`), ne(alertItems.key, item.key)));
  const previous = revisions
    .map((row) => ({ sequence: Number(row.key.split(":")[2]), content: row.content }))
    .filter((row) => row.sequence < Number(sequence))
    .sort((a, b) => b.sequence - a.sequence)[0];
  return previous ? { ...item, previous: previous.content } : item;
}
