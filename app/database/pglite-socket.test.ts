import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createConnection } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir, openTimeout, sampleInquiry, sampleMeta } from "../../tests/support/engines";
import { DataDirInUseError } from "./data-dir-lock.server";
import { openDatabase, type OpenedDatabase } from "./database.server";
import { inquiries } from "./schema.server";
import { connectServedPGlite, pgliteSocketPath, servePGlite, SocketBusyError } from "./pglite-socket.server";
import { createInquiryService, listInquiries } from "#app/inquiries/store.server";

let dataDir: string;
let remove: () => Promise<void>;
let database: OpenedDatabase;
let served: Awaited<ReturnType<typeof servePGlite>>;

beforeAll(async () => {
  ({ dataDir, remove } = await freshDataDir());
  database = await openDatabase({ dataDir });
  served = await servePGlite(database.embedded!.pglite, dataDir);
}, openTimeout);
afterAll(async () => {
  await served?.stop();
  await database?.close();
  await remove?.();
});

const submit = () => createInquiryService(database.db).submit(sampleInquiry(), sampleMeta);
const count = async (db = database.db) => db.$count(inquiries);

describe("PGlite served on a socket", () => {
  it("serves the data to a postgres.js client while this process keeps using it", async () => {
    const client = (await connectServedPGlite(dataDir))!;
    try {
      const results = await Promise.all([listInquiries(client.db), submit(), submit(), listInquiries(client.db), submit()]);
      expect(results.filter((result) => "reference" in result)).toHaveLength(3);
      expect(await count(client.db)).toBe(await count());
    } finally {
      await client.close();
    }
  });

  it("keeps a client's transaction apart from this process's statements", async () => {
    await submit();
    const before = await count();
    const client = (await connectServedPGlite(dataDir))!;
    try {
      const clientTransaction = client.db
        .transaction(async (tx) => {
          await tx.execute(sql`DELETE FROM inquiries`);
          await new Promise((resolve) => setTimeout(resolve, 300));
          throw new Error("rolled back on purpose");
        })
        .catch((error: Error) => error.message);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Without the gate these would run inside the client's transaction and commit its DELETE.
      const submits = Promise.all([submit(), submit(), submit()]);
      expect(await clientTransaction).toBe("rolled back on purpose");
      await submits;
      expect(await count()).toBe(before + 3);
    } finally {
      await client.close();
    }
  });

  it.each(["says goodbye", "drops the connection"] as const)(
    "rolls back the transaction of a client that %s, and carries on",
    async (leaving) => {
      await submit();
      const before = await count();
      const client = await rawClient(pgliteSocketPath(dataDir));
      expect(await client.query("BEGIN; DELETE FROM inquiries")).toBe("T");
      const waiting = submit();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await (leaving === "says goodbye" ? client.terminate() : client.destroy());
      await waiting;
      expect(await count()).toBe(before + 1);
    },
  );

  it("turns a second client away until the first is done", async () => {
    const first = (await connectServedPGlite(dataDir))!;
    await expect(connectServedPGlite(dataDir, { attempts: 2, delayMs: 50 })).rejects.toBeInstanceOf(SocketBusyError);
    const waiting = connectServedPGlite(dataDir, { attempts: 40, delayMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.close();
    const second = (await waiting)!;
    expect(await count(second.db)).toBe(await count());
    await second.close();
  });

  it("locks the data directory against a second opener", async () => {
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
  });
});

describe("without a serving process", () => {
  it("finds nothing to connect to, and recovers a stale lock", async () => {
    const { dataDir: idle, remove: removeIdle } = await freshDataDir();
    try {
      expect(await connectServedPGlite(idle)).toBeNull();
      // What a killed process leaves behind: a lock and a socket file nobody listens on.
      await writeFile(`${idle}.lock`, "");
      await writeFile(pgliteSocketPath(idle), "");
      expect(await connectServedPGlite(idle)).toBeNull();
      const opened = await openDatabase({ dataDir: idle });
      const again = await servePGlite(opened.embedded!.pglite, idle);
      const client = (await connectServedPGlite(idle))!;
      expect(await count(client.db)).toBe(0);
      await client.close();
      await again.stop();
      expect(existsSync(pgliteSocketPath(idle))).toBe(false);
      await opened.close();
      expect(existsSync(`${idle}.lock`)).toBe(false);
    } finally {
      await removeIdle();
    }
  }, openTimeout);
});

/** Just enough of the wire protocol to leave a transaction open and then go, politely or not. */
async function rawClient(socketPath: string) {
  const socket = createConnection(socketPath);
  let buffered = Buffer.alloc(0);
  let waiter: ((status: string) => void) | undefined;
  socket.on("data", (data) => {
    buffered = Buffer.concat([buffered, data]);
    while (buffered.length >= 5 && buffered.length >= 1 + buffered.readInt32BE(1)) {
      const length = 1 + buffered.readInt32BE(1);
      if (buffered[0] === 0x5a) waiter?.(String.fromCharCode(buffered[5]!));
      buffered = buffered.subarray(length);
    }
  });
  const ready = () => new Promise<string>((resolve) => (waiter = resolve));
  const message = (type: string, body: Buffer) => {
    const header = Buffer.alloc(5);
    header.write(type, 0, "latin1");
    header.writeInt32BE(4 + body.length, 1);
    return Buffer.concat([header, body]);
  };
  const parameters = Buffer.from("user\0postgres\0database\0postgres\0\0");
  const startup = Buffer.alloc(8);
  startup.writeInt32BE(8 + parameters.length, 0);
  startup.writeInt32BE(196608, 4);
  const connected = ready();
  socket.write(Buffer.concat([startup, parameters]));
  await connected;
  return {
    query(text: string) {
      const done = ready();
      socket.write(message("Q", Buffer.from(`${text}\0`)));
      return done;
    },
    terminate: () => new Promise((closed) => socket.end(message("X", Buffer.alloc(0))).once("close", closed)),
    destroy: () => new Promise((closed) => socket.destroy().once("close", closed)),
  };
}
