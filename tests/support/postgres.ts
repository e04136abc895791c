import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./net";

const run = promisify(execFile);
const bin = "/usr/lib/postgresql/15/bin";

export type PostgresCluster = {
  /** postgres://postgres@127.0.0.1:PORT/postgres, trust authentication. */
  databaseUrl: string;
  /** Stops the server, keeping its data, as an outage would. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Stops the server and deletes its directory. */
  stop(): Promise<void>;
};

/**
 * A throwaway PostgreSQL 15 cluster in a fresh temporary directory, on a free port of 127.0.0.1, with its Unix
 * socket in that directory (or on `port`, for a bench that keeps to its own ports). PostgreSQL refuses to run as
 * root, so a root process runs it as the postgres user.
 */
export async function startPostgres({ port: givenPort }: { port?: number } = {}): Promise<PostgresCluster> {
  const missing = ["initdb", "pg_ctl", "postgres"].map((name) => path.join(bin, name)).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The storage tests need a PostgreSQL 15 server, and ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing. ` +
        "Install Debian's package: apt-get install postgresql-15",
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), "inquiries-postgres-"));
  if (asRoot) {
    const ids = await postgresUser();
    await chown(dir, ids.uid, ids.gid);
  }
  const exec = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);

  const data = path.join(dir, "data");
  const log = path.join(dir, "server.log");
  const port = givenPort ?? (await freePort());
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c shared_buffers=16MB",
  ].join(" ");
  const start = async () => {
    try {
      await exec("pg_ctl", ["-D", data, "-l", log, "-o", settings, "-w", "-t", "30", "start"]);
    } catch (error) {
      const serverLog = await readFile(log, "utf8").catch(() => "");
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${serverLog}`);
    }
  };
  const halt = async () => {
    await exec("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
  };

  try {
    await exec("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"]);
    await start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: halt,
    resume: start,
    async stop() {
      await halt().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgresUser() {
  try {
    const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  } catch {
    throw new Error("Running as root, the storage tests start PostgreSQL as the postgres user, and there is none: install postgresql-15");
  }
}
