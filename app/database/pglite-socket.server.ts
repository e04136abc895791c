import { existsSync } from "node:fs";
import { chmod, rm } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { connectPostgres, type OpenedDatabase } from "./database.server";

/** Where a process that has the PGlite data directory open serves it, under PostgreSQL's own socket name. */
export function pgliteSocketPath(dataDir: string) {
  return path.join(path.resolve(dataDir), ".s.PGSQL.5432");
}

/**
 * Serves the open PGlite on a Unix socket in its data directory, readable by this user only, so that the operator
 * CLI can reach the data while the server holds it. One client at a time: PGLiteSocketServer interleaves the
 * protocol messages of concurrent clients.
 */
export async function servePGlite(pglite: PGlite, dataDir: string): Promise<{ path: string; stop(): Promise<void> }> {
  const socketPath = pgliteSocketPath(dataDir);
  // This process holds the data directory's lock, so a socket file found here is a dead process's.
  await rm(socketPath, { force: true });
  const gate = gated(pglite);
  const server = new PGLiteSocketServer({ db: gate.db, path: socketPath, maxConnections: 1, idleTimeout: 60_000 });
  await server.start();
  await chmod(socketPath, 0o600);
  return {
    path: socketPath,
    async stop() {
      await server.stop();
      gate.open();
    },
  };
}

export class SocketBusyError extends Error {
  constructor(socketPath: string) {
    super(`The server's PGlite socket ${socketPath} is busy with another client`);
    this.name = "SocketBusyError";
  }
}

/**
 * Connects to the PGlite that a running server serves for dataDir; null when nothing serves it (no socket, or
 * the socket of a process that has died). The server has applied the migrations. The server turns away a second
 * client by closing the connection: then this waits a little for the first one to finish.
 */
export async function connectServedPGlite(dataDir: string, { attempts = 20, delayMs = 250 } = {}): Promise<OpenedDatabase | null> {
  const socketPath = pgliteSocketPath(dataDir);
  for (let attempt = 1; existsSync(socketPath); attempt++) {
    const opened = connectPostgres({ path: socketPath }, `PGlite served by the running server on ${socketPath}`, {
      max: 1,
      user: "postgres",
      database: "postgres",
    });
    try {
      await opened.client`select 1`;
      return opened;
    } catch (error) {
      await opened.close();
      const code = (error as { code?: unknown }).code;
      if (code === "ECONNREFUSED" || code === "ENOENT") return null;
      if (code !== "ECONNRESET" && code !== "EPIPE" && code !== "CONNECTION_CLOSED") throw error;
      if (attempt === attempts) throw new SocketBusyError(socketPath);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  return null;
}

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I': not in a transaction block
const TERMINATE = 0x58; // 'X'

/**
 * PGLiteSocketServer runs each protocol message of its client under PGlite's query lock only, while this process's
 * own transactions hold PGlite's transaction lock. PGlite has a single session, so the client's statements could
 * land inside one of our transactions, or our queries inside the client's. The gate takes the transaction lock at
 * the client's first message and keeps it until PGlite reports the session idle (ReadyForQuery "I"): each client
 * request or transaction runs whole, between ours.
 */
function gated(pglite: PGlite) {
  let release: (() => void) | undefined;
  let abandoned: NodeJS.Timeout | undefined;

  const hold = () =>
    release
      ? Promise.resolve()
      : new Promise<void>((held) => {
          void pglite._runExclusiveTransaction(
            () =>
              new Promise<void>((done) => {
                release = done;
                held();
              }),
          );
        });

  function open() {
    clearTimeout(abandoned);
    release?.();
    release = undefined;
  }

  // What a backend does when its client leaves. PGlite's one session outlives the client, so the client's
  // transaction and prepared statements must not stay behind in it. Runs under the query lock.
  async function endClientSession() {
    const statements = pglite.isInTransaction() ? "ROLLBACK; DEALLOCATE ALL" : "DEALLOCATE ALL";
    await pglite.execProtocolRawStream(simpleQuery(statements), { onRawData() {} });
    open();
  }

  const db = {
    waitReady: pglite.waitReady,
    // The socket server asks this about its client; a transaction of this process is none of its business.
    isInTransaction: () => release !== undefined && pglite.isInTransaction(),
    async runExclusive<T>(run: () => Promise<T>): Promise<T> {
      clearTimeout(abandoned);
      await hold();
      try {
        return await pglite.runExclusive(run);
      } finally {
        // A client gone between the messages of one request would keep the gate; one idle in a transaction
        // is rolled back by the socket server's idle timeout instead.
        if (release && !pglite.isInTransaction()) abandoned = setTimeout(open, 5_000).unref();
      }
    },
    async execProtocolRawStream(message: Uint8Array, { onRawData }: { onRawData(data: Uint8Array): void }) {
      if (message[0] === TERMINATE) return endClientSession();
      let tail = new Uint8Array(0);
      await pglite.execProtocolRawStream(message, {
        onRawData(data) {
          tail = lastBytes(tail, data, 6);
          onRawData(data);
        },
      });
      if (tail.length === 6 && tail[0] === READY_FOR_QUERY && tail[4] === 5 && tail[5] === IDLE) open();
    },
    // The socket server's ROLLBACK for a client whose connection dropped mid-transaction.
    exec: () => pglite.runExclusive(endClientSession),
  };
  return { db: db as unknown as PGlite, open };
}

function lastBytes(previous: Uint8Array, next: Uint8Array, count: number) {
  if (next.length >= count) return next.slice(next.length - count);
  const joined = new Uint8Array(previous.length + next.length);
  joined.set(previous);
  joined.set(next, previous.length);
  return joined.slice(Math.max(0, joined.length - count));
}

function simpleQuery(text: string) {
  const body = Buffer.from(`${text}\0`, "utf8");
  const message = Buffer.alloc(5 + body.length);
  message.write("Q", 0, "latin1");
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}
