/** GET and HEAD, the methods that read an address: every address takes them, and only they get a prepared or kept answer. */
export const READ_METHODS = ["GET", "HEAD"] as const;
export const isRead = (method: string | undefined) => method === "GET" || method === "HEAD";

/** The path of a request target: `/a/b?c=d` → `/a/b`. */
export function pathOf(url: string): string {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** The query of a request target with its `?`, or "": `/a/b?c=d` → `?c=d`. */
export function queryOf(url: string): string {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? "" : url.slice(queryAt);
}
