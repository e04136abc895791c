import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { alertTopics, type AlertTopic } from "#app/site/alert-topics";
import { locales, type Locale } from "#app/i18n/locales";
import { chipIds } from "#app/site/technology";
import { applications } from "#app/site/technology";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull().unique(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    locale: text({ enum: locales }).notNull(),
    title: text().notNull(),
    position: text().notNull(),
    company: text().notNull(),
    email: text().notNull(),
    introduction: text().notNull(),
    region: text().notNull(),
    application: text({ enum: applications }).notNull(),
    product: text({ enum: chipIds }),
    concept: text().notNull(),
    schedule: text().notNull(),
    quantity: text().notNull(),
    contents: text().notNull(),
    consentAt: timestamptz("consent_at").notNull(),
    privacyPolicyVersion: text("privacy_policy_version").notNull(),
  },
  (table) => [index("inquiries_created_at_idx").on(table.createdAt)],
);

/**
 * An investor who asked for e-mail alerts: pending until they confirm from the mailed link, deleted when they leave
 * (and, unconfirmed, once the link has expired).
 */
export const alertSubscribers = pgTable(
  "alert_subscribers",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Trimmed and in lower case, so that one mailbox is one subscriber. */
    email: text().notNull().unique(),
    language: text({ enum: locales }).notNull(),
    topics: jsonb().$type<AlertTopic[]>().notNull(),
    /** The last sign-up: an unconfirmed address is deleted when its confirmation link, mailed then, expires. */
    requestedAt: timestamptz("requested_at").notNull().defaultNow(),
    confirmedAt: timestamptz("confirmed_at"),
    consentAt: timestamptz("consent_at").notNull(),
    privacyPolicyVersion: text("privacy_policy_version").notNull(),
  },
  (table) => [index("alert_subscribers_requested_at_idx").on(table.requestedAt)],
);

/** What an alert says of an item, in every language, kept so that any instance can write the mail. */
export type AlertItemContent = {
  date: string;
  title: Record<Locale, string>;
  summary: Record<Locale, string>;
  /** The page that shows it, without the language prefix. */
  path: string;
  /** An event that was already announced and has changed since. */
  changed: boolean;
  /** An IR event's time (Korea Standard Time) and place; absent from the items recorded before the mails gave them. */
  event?: { start: string; durationMinutes: number; location: Record<Locale, string> };
};

/**
 * Every item of the topics a deployed build has had. An instance that starts records its build's items, and only the
 * one whose insert adds an item mails it: each item is announced once across instances and restarts.
 */
export const alertItems = pgTable("alert_items", {
  /** The topic and the item's identity (`announcements:<receipt number>`, `events:<id>:<revision>`, `press:<id>`). */
  key: text().primaryKey(),
  topic: text({ enum: alertTopics }).notNull(),
  content: jsonb().$type<AlertItemContent>().notNull(),
  firstSeenAt: timestamptz("first_seen_at").notNull().defaultNow(),
});

export const outboxKinds = ["sales-notification", "alert-confirmation", "alert-subscribed", "alert"] as const;
export type OutboxKind = (typeof outboxKinds)[number];
export const outboxStatuses = ["pending", "sent"] as const;

/** What an entry's mail needs besides its owner's row: the confirmation link's expiry, or the items an alert tells of. */
export type OutboxPayload = { confirmationExpiresAt: string } | { items: string[] };

/** The mails to send, each owned by an inquiry (the notification to sales) or by a subscriber (the alert mails). */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id").references(() => inquiries.id, { onDelete: "cascade" }),
    /** A subscriber who leaves takes their unsent mails with them. */
    subscriberId: uuid("subscriber_id").references(() => alertSubscribers.id, { onDelete: "cascade" }),
    kind: text({ enum: outboxKinds }).notNull(),
    payload: jsonb().$type<OutboxPayload>(),
    status: text({ enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    /** Set anew by each claim: a worker's updates to the entry apply only while it still holds this lease. */
    leaseToken: uuid("lease_token"),
    lastError: text("last_error"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
  },
  (table) => [
    index("outbox_status_next_attempt_at_idx").on(table.status, table.nextAttemptAt),
    index("outbox_inquiry_id_idx").on(table.inquiryId),
    index("outbox_subscriber_id_idx").on(table.subscriberId),
    check("outbox_one_owner", sql`(${table.kind} = 'sales-notification') = (${table.inquiryId} is not null) and (${table.kind} = 'sales-notification') = (${table.subscriberId} is null)`),
  ],
);

export type InquiryRow = typeof inquiries.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type AlertSubscriberRow = typeof alertSubscribers.$inferSelect;

/** The rate limits' counters (inquiries, alert sign-ups), shared by every instance (rate-limiter-flexible's Drizzle store). */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamptz("expire"),
});

/** Secrets every instance must share, such as the form-signing key: the first instance to start creates them. */
export const siteSecrets = pgTable("site_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});
