import { eq } from "drizzle-orm";
import { composeAlertMail, type AlertMailSettings } from "#app/alerts/mail.server";
import type { Database } from "#app/database/database.server";
import { inquiries } from "#app/database/schema.server";
import { composeNotification } from "#app/inquiries/mail.server";
import { type MailSettings } from "#app/database/mail-transport.server";
import type { ComposeEntry } from "#app/database/outbox.server";

/** Writes each outbox entry's mail by its kind: the notification of an inquiry to sales, or an alert mail. */
export function outboxComposer(db: Database, { salesAddress, from }: Pick<MailSettings, "salesAddress" | "from">, alerts: Omit<AlertMailSettings, "from">): ComposeEntry {
  return async (entry) => {
    if (entry.kind !== "sales-notification") return composeAlertMail(db, entry, { from, ...alerts });
    const [inquiry] = entry.inquiryId ? await db.select().from(inquiries).where(eq(inquiries.id, entry.inquiryId)) : [];
    return inquiry ? { label: `Inquiry ${inquiry.reference}: mail to sales`, mail: composeNotification(inquiry, { salesAddress, from }) } : null;
  };
}
