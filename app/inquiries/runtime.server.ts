import { openDatabase } from "./database.server";
import { mailTransportFromEnv } from "./mail.server";
import { startOutboxWorker } from "./outbox.server";
import { servePGlite } from "./pglite-socket.server";
import type { InquiryService } from "./service";
import { createInquiryService } from "./store.server";

export type InquiryRuntime = { service: InquiryService; stop(): Promise<void> };

/**
 * What one server process needs for inquiries: the database (PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR, served to the operator CLI on a socket), the service, and the mail worker when SMTP is configured.
 */
export async function startInquiryRuntime(env: NodeJS.ProcessEnv = process.env): Promise<InquiryRuntime> {
  const mail = mailTransportFromEnv(env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined });
  const socket = database.embedded
    ? await servePGlite(database.embedded.pglite, database.embedded.dataDir).catch(async (error: unknown) => {
        await database.close();
        throw error;
      })
    : null;
  const worker = mail ? startOutboxWorker(database.db, mail) : null;
  console.log(
    `Inquiries: stored in ${database.description}` +
      (socket ? ` (operator socket ${socket.path})` : "") +
      (mail ? `; mail to ${mail.salesAddress} via ${mail.description}` : "; mail not configured (no SMTP_URL or SMTP_HOST): notifications stay pending"),
  );
  return {
    service: createInquiryService(database.db),
    async stop() {
      await worker?.stop();
      await socket?.stop();
      mail?.transport.close();
      await database.close();
    },
  };
}
