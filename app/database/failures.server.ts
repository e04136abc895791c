/** Drizzle wraps driver errors (DrizzleQueryError); the codes are on the causes. */
function* errorChain(error: unknown) {
  for (let current = error, depth = 0; current && depth < 10; current = (current as { cause?: unknown }).cause, depth++) {
    if (typeof current === "object") yield current as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
  }
}

/** The SQLSTATE (or socket error code) of a failed statement. */
export function sqlState(error: unknown) {
  for (const link of errorChain(error)) if (typeof link.code === "string") return link.code;
}

/** The constraint a failed statement broke, by its name. */
export function constraintOf(error: unknown) {
  for (const link of errorChain(error)) {
    const name = link.constraint_name ?? link.constraint;
    if (typeof name === "string") return name;
  }
}

/**
 * Why a statement failed, for the log: its SQLSTATE (or socket error code) and the innermost error's words, which are
 * the database's or the driver's. Not Drizzle's message, which quotes the statement's parameters, the visitor's text.
 */
export function storeFailureCause(error: unknown): string {
  const links = [...errorChain(error)];
  const innermost = links.at(-1) as { message?: unknown } | undefined;
  const message = typeof innermost?.message === "string" ? innermost.message : "unknown error";
  return [sqlState(error), message].filter(Boolean).join(" ");
}
