/**
 * Why an uncaught error may be logged without ending the process, or null when it must end it. Two errors come from
 * connections that their owner has already let go of, with nothing in the process left inconsistent:
 *
 * - postgres.js 3.4.9 throws a TypeError from a timer after PostgreSQL drops a connection under load
 *   (porsager/postgres#1154, #1208); nothing can catch it, and the pool reconnects on its own.
 * - A socket error (a reset or broken pipe on a read or write, a refusal on a connect) raised by libuv alone, with no
 *   frame of ours or of a library on the stack, comes from a socket whose 'error' listeners are gone: whoever owned it
 *   has let it go. Both kinds were seen while PostgreSQL stopped under load (in CI, each once in some dozens of
 *   restarts), most likely on sockets of postgres.js's, which removes every listener from a socket it has closed.
 *   postgres.js's array-type query, which connectPostgres now turns off, left the same errors unhandled as well.
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
  const dropped = (code === "ECONNRESET" || code === "EPIPE") && (syscall === "read" || syscall === "write");
  const refused = code === "ECONNREFUSED" && syscall === "connect";
  if ((dropped || refused) && onlyNodeInternals) return "Ignored an error of a connection that nothing was listening to any more";
  return null;
}
