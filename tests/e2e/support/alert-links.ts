import { eq } from "drizzle-orm";
import { alertTokens } from "../../../app/alerts/tokens.server";
import type { Locale } from "../../../app/i18n/locales";
import { alertSubscribers, siteSecrets } from "../../../app/database/schema.server";
import { connectServedPGlite } from "../../../app/database/pglite-socket.server";
import { pagePath } from "../../../app/site/urls";
import { e2eDataDir } from "./ports";

/**
 * The confirmation link the site mails to a signed-up `email` (the browser tests' server has no mail server): signed
 * with the store's secret, as the mail's is, read through the server's socket.
 */
export async function confirmationLink(email: string, locale: Locale): Promise<string> {
  const database = await connectServedPGlite(e2eDataDir);
  if (!database) throw new Error(`No server serves the store in ${e2eDataDir}`);
  try {
    const [secret] = await database.db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, "alert-token"));
    const [subscriber] = await database.db.select({ id: alertSubscribers.id }).from(alertSubscribers).where(eq(alertSubscribers.email, email));
    const token = alertTokens(secret!.value).confirmation(subscriber!.id, new Date(Date.now() + 3_600_000));
    return `${pagePath("media-alerts-confirm", locale)}?token=${token}`;
  } finally {
    await database.close();
  }
}
