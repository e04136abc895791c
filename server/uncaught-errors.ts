/**
 * Why an uncaught error may be logged without ending the process, or null when it must end it. Two errors come from
 * connections that their owner has already let go of, with nothing in the process left inconsistent:
 *
 * - postgres.js 3.4.9 throws a TypeError from a timer after PostgreSQL drops a connection under load
 *   (porsager/postgres#1154, #1208); nothing can catch it, and the pool reconnects on its own.
 * - A connection reset (ECONNRESET, or EPIPE on a write) raised by libuv alone, with no frame of ours or of a
 *   library on the stack, is a socket whose 'error' listeners are gone. The one seen came while PostgreSQL stopped
 *   under load (in CI, once in some dozens of restarts): most likely a socket of postgres.js's, which removes every
 *   listener from a socket it has closed.
 */
export function survivableError(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const stack = error.stack ?? "";
  if (error instanceof TypeError && /postgres[\\/]src[\\/]connection\.js/.test(stack)) {
    return "Ignored postgres.js error after a dropped connection";
  }
  const { code, syscall } = error as NodeJS.ErrnoException;
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  const onlyNodeInternals = frames.every((frame) => /\(node:|^\s+at node:/.test(frame));
  if ((code === "ECONNRESET" || code === "EPIPE") && (syscall === "read" || syscall === "write") && onlyNodeInternals) {
    return "Ignored a reset of a connection that nothing was listening to any more";
  }
  return null;
}
