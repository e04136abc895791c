// ExecStartPost of deploy/dalbit-website@.service, run by Node's own type stripping: waits until the instance on the
// given port answers /readyz with 200, so that systemd counts it started only once it takes requests (systemd's
// TimeoutStartSec ends the wait). `npm run deploy:rolling` and `npm run bench:memory` wait with the same function.
import { setTimeout as delay } from "node:timers/promises";

type ReadyWait = {
  port: number;
  /** Also require this build's id in the answer's X-Build-Id. */
  buildId?: string;
  timeoutMs?: number;
  intervalMs?: number;
  /** Gives up at once when aborted, for instance when the server's process exits. */
  signal?: AbortSignal;
};

/** Resolves once 127.0.0.1:port answers /readyz with 200; rejects after timeoutMs, saying what it last saw. */
export async function waitUntilReady({ port, buildId, timeoutMs = Infinity, intervalMs = 200, signal }: ReadyWait): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2_000) });
      const servedId = answer.headers.get("x-build-id");
      if (answer.status === 200 && (buildId === undefined || servedId === buildId)) return;
      last = `${answer.status} ${await answer.text()}, build ${servedId ?? "unknown"}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await delay(intervalMs);
  }
  throw new Error(`The instance on port ${port} is not ready${buildId ? ` with build ${buildId}` : ""} after ${timeoutMs / 1000} s (last: ${last}).`);
}

if (import.meta.main) {
  const port = Number(process.argv[2]);
  if (!Number.isInteger(port)) throw new Error(`usage: wait-ready.ts PORT, not ${process.argv[2]}`);
  await waitUntilReady({ port });
}
