import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { locales } from "#app/i18n/locales";
import { chipIds } from "#app/site/technology";
import { applications } from "./schema";

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

export const outboxKinds = ["sales-notification"] as const;
export const outboxStatuses = ["pending", "sent"] as const;

export const outbox = pgTable(
  "outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    kind: text({ enum: outboxKinds }).notNull(),
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
  ],
);

export type InquiryRow = typeof inquiries.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

/** The inquiry rate limit's counters, shared by every instance (rate-limiter-flexible's Drizzle store). */
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
