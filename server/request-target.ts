import type { IncomingMessage } from "node:http";

/** A request target in absolute form: its scheme and authority, then the path and query as sent. */
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)(.*)$/i;

/**
 * Turns a request target in absolute form (`GET http://host/en HTTP/1.1`, which an HTTP/1.1 server must accept) into
 * the same request in origin form: its path and query as sent, its authority as Host (RFC 9112, 3.2.2). Whether the
 * target is then a path, which every other form (`*`, another scheme) is not.
 */
export function inOriginForm(req: IncomingMessage): boolean {
  const target = req.url ?? "";
  if (target.startsWith("/")) return true;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (!absolute) return false;
  const rest = absolute[2]!;
  req.url = rest.startsWith("/") ? rest : `/${rest}`;
  req.headers.host = absolute[1];
  return true;
}

/** Whether the request has at most one Host header: with two, which names the site is anyone's guess (RFC 9112, 3.2). */
export function hasOneHost(req: IncomingMessage): boolean {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.length === 4 && req.rawHeaders[i]!.toLowerCase() === "host") hosts++;
  }
  return hosts <= 1;
}

/**
 * Whether a Host header names a host and port as a URL reads them: `a.1`, `a^b`, `[::1`, `a:99999` or `%zz` do not,
 * and no Request can be made of such an origin (RFC 9112, 3.2: a server answers it 400). A URL would read `/`, `\\`,
 * `?`, `#` and `@` as the end of the host, and what follows it as a path or the host.
 */
export function isHost(host: string): boolean {
  return !/[/\\?#@]/.test(host) && URL.canParse(`http://${host}/`);
}
