import type { IncomingHttpHeaders } from "node:http";
import type { RequestHandler } from "express";

/** The names of the loopback address `npm run edit` listens on, as a browser on this computer writes them. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Whether a request comes from the editor's own page on this computer: addressed to a loopback name with the editor's
 * port, and, when the browser says which page sent it, sent by that page. A page of any other site is refused even
 * when its own name has been made to resolve to 127.0.0.1 (DNS rebinding): its Host or its Origin still names it.
 */
export function isEditorsOwnRequest({ host, origin }: IncomingHttpHeaders, port: number): boolean {
  const ownHosts = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  const fromOwnHost = host !== undefined && ownHosts.includes(host.toLowerCase());
  const fromOwnPage = origin === undefined || ownHosts.some((ownHost) => origin.toLowerCase() === `http://${ownHost}`);
  return fromOwnHost && fromOwnPage;
}

/** Refuses, before any other handler reads or writes a file, every request not from the editor's own page. */
export function editorOriginGuard(port: number): RequestHandler {
  return (request, response, next) => {
    if (isEditorsOwnRequest(request.headers, port)) return next();
    response.status(403).type("text/plain").send("Forbidden: the content editor answers only its own page on this computer.\n");
  };
}
