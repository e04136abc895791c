import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { max } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { bigint, pgSchema, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDir } from "./data-dir-lock.server";

/** The query API shared by both engines; everything above this module is written against it alone. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type OpenedDatabase = {
  db: Database;
  /** Where the data lives, for log lines (never credentials). */
  description: string;
  /** The embedded engine and its directory, when that is what was opened (the runtime serves it to the CLI). */
  embedded: { pglite: PGlite; dataDir: string } | null;
  close(): Promise<void>;
};

export const defaultDataDir = "./data/pglite";

/**
 * The embedded store's directory: DATA_DIR; else `pglite` in the instance's state directory, which systemd names in
 * STATE_DIRECTORY (the unit's StateDirectory=); else ./data/pglite. An empty variable counts as unset, as every setting.
 */
export function embeddedDataDir(env: NodeJS.ProcessEnv): string {
  return env.DATA_DIR || (env.STATE_DIRECTORY ? path.join(env.STATE_DIRECTORY, "pglite") : defaultDataDir);
}

/** Whether dataDir holds an embedded store: PGlite marks its data directory with PG_VERSION, as PostgreSQL does. */
export const holdsEmbeddedStore = (dataDir: string) => existsSync(path.join(dataDir, "PG_VERSION"));

/**
 * PGlite's WebAssembly memory starts at 128 MB, its least, and PostgreSQL's default 128 MB of shared buffers grow it
 * to about 200 MB at the first queries; the inquiry tables fit in a few MB, and 16 MB of buffers keep it near the
 * floor (npm run bench:memory). Given at each start, not written to the data directory's postgresql.conf.
 */
const PGLITE_SHARED_BUFFERS = "16MB";
// Two levels up from this module in app/inquiries/ and from the server build's build/server/index.js alike.
const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Drizzle's own record of the migrations it applied (drizzle-orm's migrator creates it). */
const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", { createdAt: bigint("created_at", { mode: "number" }) });
let newestMigrationAt: number | undefined;

/** Why the database cannot take this build's inquiries (it does not answer, or lacks a migration of this code), or null when it can. */
export async function unreadyReason(db: Database): Promise<string | null> {
  // Read on the first probe, not when the module loads: the build's prerender and the operator CLI load it too.
  newestMigrationAt ??= Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
  try {
    const [row] = await db.select({ newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
    return (row?.newest ?? 0) >= newestMigrationAt ? null : "a migration of this build is not applied";
  } catch (error) {
    // Drizzle's error names the query; its cause says what went wrong.
    const { cause, message } = error as Error;
    return `the database does not answer: ${cause instanceof Error ? cause.message : message}`;
  }
}

/**
 * PostgreSQL through postgres.js when a URL is given, otherwise PGlite persisted in dataDir (locked against
 * other processes while open). Applies the migrations in drizzle/ either way.
 */
export async function openDatabase({ databaseUrl, dataDir = defaultDataDir }: { databaseUrl?: string; dataDir?: string } = {}) {
  return databaseUrl ? openPostgres(databaseUrl) : openPGlite(path.resolve(dataDir));
}

async function openPostgres(databaseUrl: string): Promise<OpenedDatabase> {
  const opened = connectPostgres(databaseUrl, describePostgres(databaseUrl));
  try {
    await migratePostgres(drizzlePostgres({ client: opened.client }), { migrationsFolder });
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

/** A postgres.js connection without migrations, also used for a PGlite served by another process. */
export function connectPostgres(
  connection: string | { path: string },
  description: string,
  options: postgres.Options<Record<string, never>> = {},
): OpenedDatabase & { client: postgres.Sql } {
  // Reconnect quickly after an outage: postgres.js's default backoff grows to 20 s, and visitors wait on it.
  // No array-type catalog query on each new connection: no column here is an array, and when a backend ends during
  // that query (a PostgreSQL restart), postgres.js 3.4.9 leaves its rejection unhandled, which ends the process
  // (porsager/postgres#1192, #1223).
  const settings = { onnotice: () => {}, connect_timeout: 5, backoff: () => 0.25, fetch_types: false, ...options };
  const client = typeof connection === "string" ? postgres(connection, settings) : postgres({ ...settings, ...connection });
  // A second for statements under way; not longer, since postgres.js keeps the statement a connection lost in an
  // outage until it next uses that connection, and its end waits for that one until the timeout.
  return { db: drizzlePostgres({ client }), client, description, embedded: null, close: () => client.end({ timeout: 1 }) };
}

async function openPGlite(dataDir: string): Promise<OpenedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  let pglite: PGlite | undefined;
  try {
    pglite = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
    const db = drizzlePglite({ client: pglite });
    await migratePglite(db, { migrationsFolder });
    const opened = pglite;
    return {
      db,
      description: `PGlite in ${dataDir}`,
      embedded: { pglite: opened, dataDir },
      async close() {
        await opened.close();
        await unlock();
      },
    };
  } catch (error) {
    await pglite?.close();
    await unlock();
    throw error;
  }
}

function describePostgres(databaseUrl: string) {
  try {
    const url = new URL(databaseUrl);
    const host = url.host || url.searchParams.get("host") || "local socket";
    return `PostgreSQL at ${host}${url.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}
