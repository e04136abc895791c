import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./database.server";
import { siteSecrets } from "./schema.server";

/**
 * The secret called `name`, the same for every instance on the database: the first to ask creates it, and an instance
 * that races it reads the winner's (the insert does nothing on a conflict).
 */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db.insert(siteSecrets).values({ name, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, name));
  if (!row) throw new Error(`The shared secret ${name} could not be stored`);
  return row.value;
}
