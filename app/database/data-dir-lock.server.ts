import { rm } from "node:fs/promises";
import { createConnection, createServer, type Server } from "node:net";

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(`The PGlite data directory ${dataDir} is in use by another process`);
    this.name = "DataDirInUseError";
  }
}

/**
 * PGlite has no lock of its own, and two processes on one data directory corrupt it. The lock is a listening
 * Unix socket beside the directory: the kernel refuses connections to the socket of a process that died, which
 * tells a stale file from a live owner without trusting process ids. Resolves to the unlock function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  const server = createServer((socket) => socket.destroy());
  try {
    await listen(server, lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    if (await accepts(lockPath)) throw new DataDirInUseError(dataDir);
    await rm(lockPath, { force: true });
    await listen(server, lockPath);
  }
  return () => new Promise((resolve) => server.close(() => resolve()));
}

function listen(server: Server, path: string) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function accepts(socketPath: string) {
  return new Promise<boolean>((resolve) => {
    const socket = createConnection(socketPath, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
