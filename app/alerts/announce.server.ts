import { max, sql } from "drizzle-orm";
import type { Database } from "#app/database/database.server";
import { alertItems, outbox } from "#app/database/schema.server";
import type { AlertItem } from "./items.server";
import { confirmedSubscribers } from "./store.server";

/**
 * An announcement or a press release a build adds is news unless it is dated more than this many days before the
 * newest one already recorded: an old filing or release added to the archive is recorded without mailing it.
 */
const ARCHIVE_DAYS = 30;
const INSERT_BATCH = 500;
const DAY_MS = 86_400_000;

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** An event is news until its day has passed (in UTC, a day at most early); anything else, as ARCHIVE_DAYS says. */
function isNews({ topic, content }: AlertItem, newestRecorded: ReadonlyMap<string, string>, now: Date) {
  if (topic === "events") return dayOf(content.date) >= dayOf(now.toISOString().slice(0, 10)) - DAY_MS;
  const newest = newestRecorded.get(topic);
  return newest === undefined || dayOf(content.date) >= dayOf(newest) - ARCHIVE_DAYS * DAY_MS;
}

/**
 * Records a deployed build's items and queues an alert for each confirmed subscriber of the new ones' topics: one
 * entry per subscriber, one mail per item or a digest of several. The table is locked for the transaction, so that of
 * instances starting together only the first adds an item and mails it, the others finding it recorded; the alerts
 * go into the outbox in the same transaction, so that an item is never recorded without its mails. The very first
 * build only records its items: they are not news to anyone. Resolves to the new items and the mails queued.
 */
export async function announceNewItems(db: Database, items: readonly AlertItem[], now = new Date()): Promise<{ added: number; mails: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${alertItems} in share row exclusive mode`);
    const newestRecorded = new Map(
      (await tx.select({ topic: alertItems.topic, date: max(sql<string>`${alertItems.content}->>'date'`) }).from(alertItems).groupBy(alertItems.topic)).map(
        ({ topic, date }) => [topic, date ?? ""],
      ),
    );
    const added = new Set<string>();
    for (let start = 0; start < items.length; start += INSERT_BATCH) {
      const rows = await tx
        .insert(alertItems)
        .values(items.slice(start, start + INSERT_BATCH).map(({ key, topic, content }) => ({ key, topic, content })))
        .onConflictDoNothing()
        .returning({ key: alertItems.key });
      for (const row of rows) added.add(row.key);
    }
    if (newestRecorded.size === 0) return { added: added.size, mails: 0 };
    const news = items.filter((item) => added.has(item.key) && isNews(item, newestRecorded, now));
    if (news.length === 0) return { added: added.size, mails: 0 };
    const entries = (await confirmedSubscribers(tx)).flatMap(({ id, topics }) => {
      const keys = news.filter((item) => topics.includes(item.topic)).map((item) => item.key);
      return keys.length > 0 ? [{ subscriberId: id, kind: "alert" as const, payload: { items: keys } }] : [];
    });
    for (let start = 0; start < entries.length; start += INSERT_BATCH) await tx.insert(outbox).values(entries.slice(start, start + INSERT_BATCH));
    return { added: added.size, mails: entries.length };
  });
}
