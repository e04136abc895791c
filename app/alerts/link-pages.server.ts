import { data } from "react-router";
import { ALERT_LINK_PAGE_HEADERS, ALERT_TOKEN_PARAM } from "./link-pages";
import type { AlertService } from "./service";

/** A page of a mail's link that cannot do what the link is for: the token is missing, forged or expired. */
export type BadLink = { kind: "bad" };
/** The subscription the link named was deleted (the subscriber left): leaving again changes nothing. */
export type Left = { kind: "left" };

export const linkToken = (request: Request) => new URL(request.url).searchParams.get(ALERT_TOKEN_PARAM) ?? "";

/**
 * What a page of a mail's link answers: a token that names nothing is answered 404, as an unknown item is; the page
 * without a token is the page itself (200), which says where its links come from. Every answer is private.
 */
export function linkPageAnswer<State extends { kind: string }>(token: string, state: State, status?: number) {
  return data(state, { status: status ?? (state.kind === "bad" && token !== "" ? 404 : 200), headers: ALERT_LINK_PAGE_HEADERS });
}

/** A manage token that names no subscription: the subscriber left (the site issued it), or the link is bad. */
export const leftOrBad = async (service: AlertService, token: string): Promise<Left | BadLink> =>
  token !== "" && (await service.issued(token)) ? { kind: "left" } : { kind: "bad" };

/** Deletes the subscription a manage token names: left, whether now or before; bad for a token the site never issued. */
export const leave = async (service: AlertService, token: string): Promise<Left | BadLink> =>
  token !== "" && (await service.unsubscribe(token)) ? { kind: "left" } : leftOrBad(service, token);
