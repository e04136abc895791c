import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { engines, openTestDatabase, openTimeout, type TestDatabase } from "../../tests/support/engines";
import { alertItems, alertSubscribers, outbox } from "#app/database/schema.server";
import { announceNewItems } from "./announce.server";
import type { AlertItem } from "./items.server";
import { CONFIRMATION_HOURS, MAILS_PER_ADDRESS_PER_DAY } from "./schema";
import { createAlertService, deleteExpiredSignups, deleteSubscriberByAddress, exportSubscribers } from "./store.server";
import { alertTokens } from "./tokens.server";

const tokens = alertTokens("store test");
const meta = { consentAt: new Date("2026-11-28T09:00:00Z"), privacyPolicyVersion: "2026-12-01" };
const HOUR = 3_600_000;

/** An item dated `daysAgo` before now (an event: `daysAgo` negative is ahead). */
function item(topic: AlertItem["topic"], id: string, daysAgo = 1, changed = false): AlertItem {
  const date = new Date(Date.now() - daysAgo * 24 * HOUR).toISOString().slice(0, 10);
  const text = { ko: `${id} ko`, en: `${id} en`, zh: `${id} zh`, ja: `${id} ja` };
  return { key: `${topic}:${id}`, topic, content: { date, title: text, summary: text, path: "/view/media/ir#announcements", changed } };
}

describe.each(engines)("e-mail alerts on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, openTimeout);
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    await database.db.delete(alertSubscribers);
    await database.db.delete(alertItems);
    await database.db.execute("delete from rate_limits");
  });

  const service = () => createAlertService(database.db, tokens);
  const entries = () => database.db.select().from(outbox);
  const subscriberOf = async (email: string) => (await database.db.select().from(alertSubscribers).where(eq(alertSubscribers.email, email)))[0]!;
  const signUp = (email: string, topics: AlertItem["topic"][] = ["announcements"], language: "ko" | "en" | "zh" | "ja" = "en") =>
    service().signUp({ email, language, topics }, meta);

  /** Signs up and confirms, as the confirmation mail's link does. */
  async function subscribed(email: string, topics: AlertItem["topic"][], language: "ko" | "en" | "zh" | "ja" = "en") {
    await signUp(email, topics, language);
    const subscriber = await subscriberOf(email);
    await service().confirm(tokens.confirmation(subscriber.id, new Date(Date.now() + HOUR)));
    await database.db.delete(outbox);
    return subscriber;
  }

  it("keeps a new address pending, in lower case, and queues its confirmation mail with the link's expiry", async () => {
    const before = Date.now();
    await signUp("  Investor@Fund.Example ", ["press", "announcements"], "ja");

    const subscriber = await subscriberOf("investor@fund.example");
    expect(subscriber).toMatchObject({ language: "ja", topics: ["press", "announcements"], confirmedAt: null, privacyPolicyVersion: "2026-12-01" });
    const [entry] = await entries();
    expect(entry).toMatchObject({ kind: "alert-confirmation", subscriberId: subscriber.id, inquiryId: null, status: "pending" });
    const expiresAt = Date.parse((entry!.payload as { confirmationExpiresAt: string }).confirmationExpiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(CONFIRMATION_HOURS * HOUR);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(CONFIRMATION_HOURS * HOUR);
  });

  it("confirms from the link only while it is valid, and the subscription's manage token works from then on", async () => {
    await signUp("a@fund.example");
    const { id } = await subscriberOf("a@fund.example");

    expect(await service().confirm(tokens.confirmation(id, new Date(Date.now() - 1000)))).toBeNull();
    expect(await service().confirm(`${tokens.confirmation(id, new Date(Date.now() + HOUR))}x`)).toBeNull();
    expect(await service().confirm(tokens.manage(id))).toBeNull();
    expect((await subscriberOf("a@fund.example")).confirmedAt).toBeNull();

    const token = tokens.confirmation(id, new Date(Date.now() + HOUR));
    expect(await service().confirmable(token)).toEqual({ email: "a@fund.example", language: "en", topics: ["announcements"], confirmed: false });
    expect(await service().confirm(token)).toEqual({ email: "a@fund.example", language: "en", topics: ["announcements"], confirmed: true, manageToken: tokens.manage(id) });
    const confirmedAt = (await subscriberOf("a@fund.example")).confirmedAt;
    expect(await service().confirm(token)).toMatchObject({ confirmed: true });
    expect((await subscriberOf("a@fund.example")).confirmedAt).toEqual(confirmedAt);

    expect(await service().subscription(tokens.manage(id))).toMatchObject({ email: "a@fund.example", confirmed: true });
    expect(await service().update(tokens.manage(id), { language: "ko", topics: ["events", "press"] })).toMatchObject({ language: "ko", topics: ["events", "press"] });
    expect(await service().subscription(token)).toBeNull();
  });

  it("renews a pending address's settings and link, and mails a confirmed one its manage link without changing it", async () => {
    await signUp("b@fund.example", ["press"], "zh");
    await signUp("b@fund.example", ["events"], "ko");
    expect(await subscriberOf("b@fund.example")).toMatchObject({ language: "ko", topics: ["events"] });
    expect((await entries()).map((entry) => entry.kind)).toEqual(["alert-confirmation", "alert-confirmation"]);

    await subscribed("c@fund.example", ["press"], "zh");
    await signUp("C@fund.example", ["events"], "ko");
    expect(await subscriberOf("c@fund.example")).toMatchObject({ language: "zh", topics: ["press"] });
    expect((await entries()).map((entry) => entry.kind)).toEqual(["alert-subscribed"]);
  });

  it(`mails one address at most ${MAILS_PER_ADDRESS_PER_DAY} times a day, however often it is signed up`, async () => {
    for (let attempt = 0; attempt < MAILS_PER_ADDRESS_PER_DAY + 2; attempt++) await signUp("target@fund.example");
    await signUp("other@fund.example");
    const queued = await entries();
    const target = await subscriberOf("target@fund.example");
    expect(queued.filter((entry) => entry.subscriberId === target.id)).toHaveLength(MAILS_PER_ADDRESS_PER_DAY);
    expect(queued).toHaveLength(MAILS_PER_ADDRESS_PER_DAY + 1);
  });

  it(`counts the mailbox, not the address: its sub-addresses (+tag) and its capitals share the ${MAILS_PER_ADDRESS_PER_DAY} mails a day`, async () => {
    for (let tag = 1; tag <= MAILS_PER_ADDRESS_PER_DAY + 3; tag++) await signUp(`victim+${tag}@example.com`);
    await signUp("Victim+6@Example.com");
    await signUp("VICTIM@EXAMPLE.COM");
    await signUp("victim2@example.com");
    expect((await entries()).map((entry) => entry.kind)).toEqual(Array(MAILS_PER_ADDRESS_PER_DAY + 1).fill("alert-confirmation"));
    expect((await database.db.select().from(alertSubscribers)).map((row) => row.email).sort()).toEqual([
      "victim+1@example.com",
      "victim+2@example.com",
      "victim+3@example.com",
      "victim2@example.com",
    ]);
  });

  it("gives the address its daily mail back when the sign-up cannot be stored", async () => {
    // The database refuses this address's row, as it refuses any write when it is read-only or its disk is full.
    await database.db.execute("alter table alert_subscribers add constraint refuses_test check (email <> 'refused@fund.example')");
    try {
      for (let attempt = 0; attempt < MAILS_PER_ADDRESS_PER_DAY; attempt++) await expect(signUp("refused@fund.example")).rejects.toThrow();
    } finally {
      await database.db.execute("alter table alert_subscribers drop constraint refuses_test");
    }
    expect(await entries()).toEqual([]);

    await signUp("refused@fund.example");
    expect((await entries()).map((entry) => entry.kind)).toEqual(["alert-confirmation"]);
  });

  it("deletes a subscriber who leaves, with the mails not yet sent to them", async () => {
    const { id } = await subscribed("d@fund.example", ["press"]);
    await announceNewItems(database.db, [item("press", "1")]);
    await announceNewItems(database.db, [item("press", "1"), item("press", "2")]);
    expect(await entries()).toHaveLength(1);

    expect(await service().unsubscribe(tokens.manage(id))).toBe(true);
    expect(await service().unsubscribe(tokens.manage(id))).toBe(false);
    expect(await service().subscription(tokens.manage(id))).toBeNull();
    expect(await entries()).toEqual([]);
  });

  it("deletes addresses left unconfirmed past the link's expiry, and no confirmed one", async () => {
    await signUp("late@fund.example");
    await subscribed("kept@fund.example", ["press"]);
    await database.db.update(alertSubscribers).set({ requestedAt: new Date(Date.now() - CONFIRMATION_HOURS * HOUR - 1000) });

    expect(await deleteExpiredSignups(database.db, new Date(Date.now() - 2000))).toBe(0);
    expect(await deleteExpiredSignups(database.db)).toBe(1);
    expect((await database.db.select().from(alertSubscribers)).map((row) => row.email)).toEqual(["kept@fund.example"]);
    expect(await entries()).toEqual([]);
  });

  it("records the first build's items without mailing, then queues each new item once for its topic's confirmed subscribers", async () => {
    const press = await subscribed("press@fund.example", ["press"]);
    const both = await subscribed("both@fund.example", ["announcements", "press"]);
    await signUp("pending@fund.example", ["announcements", "press"]);
    await database.db.delete(outbox);

    expect(await announceNewItems(database.db, [item("press", "1"), item("announcements", "1")])).toEqual({ added: 2, mails: 0 });
    expect(await entries()).toEqual([]);

    const next = [item("press", "1"), item("announcements", "1"), item("press", "2"), item("announcements", "2"), item("events", "x:0", -5)];
    expect(await announceNewItems(database.db, next)).toEqual({ added: 3, mails: 2 });
    const payloads = new Map((await entries()).map((entry) => [entry.subscriberId, entry.payload]));
    expect(payloads).toEqual(new Map([[press.id, { items: ["press:2"] }], [both.id, { items: ["press:2", "announcements:2"] }]]));

    expect(await announceNewItems(database.db, next)).toEqual({ added: 0, mails: 0 });
    expect(await entries()).toHaveLength(2);
  });

  it("records items that are not news (filed long ago, or an event already past) without mailing them", async () => {
    await subscribed("all@fund.example", ["announcements", "events", "press"]);
    await announceNewItems(database.db, [item("press", "1")]);

    expect(await announceNewItems(database.db, [item("press", "old", 45), item("events", "past:0", 2), item("events", "today:1", 0, true)])).toEqual({ added: 3, mails: 1 });
    expect((await entries()).map((entry) => entry.payload)).toEqual([{ items: ["events:today:1"] }]);
  });

  it("announces an item once when instances start together", async () => {
    await subscribed("e@fund.example", ["press"]);
    await announceNewItems(database.db, [item("press", "1")]);
    const build = [item("press", "1"), item("press", "2")];

    const results = await Promise.all([1, 2, 3].map(() => announceNewItems(database.db, build)));

    expect(results.map((result) => result.mails).sort()).toEqual([0, 0, 1]);
    expect(await entries()).toHaveLength(1);
  });

  it("exports and deletes subscribers for the operator", async () => {
    await subscribed("f@fund.example", ["press", "events"], "ko");
    const csv = await exportSubscribers(database.db, "csv");
    expect(csv.split("\r\n")[0]).toBe('\ufeff"id","email","language","topics","requested_at","confirmed_at","consent_at","privacy_policy_version"');
    expect(csv).toContain('"f@fund.example","ko","press events"');
    expect(JSON.parse(await exportSubscribers(database.db, "json"))).toMatchObject([{ email: "f@fund.example", topics: ["press", "events"] }]);

    expect(await deleteSubscriberByAddress(database.db, " F@Fund.example")).toBe(1);
    expect(await deleteSubscriberByAddress(database.db, "f@fund.example")).toBe(0);
  });
});
