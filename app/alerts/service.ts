import type { Locale } from "#app/i18n/locales";
import type { RateVerdict } from "#app/database/rate-limit.server";
import type { AlertPreferences, AlertSignup } from "./schema";
import type { AlertTopic } from "#app/site/alert-topics";

/** A subscription as its owner sees it on the manage page. */
export type Subscription = { email: string; language: Locale; topics: AlertTopic[]; confirmed: boolean };

export type SignupMeta = { consentAt: Date; privacyPolicyVersion: string };

/** A subscription just confirmed, with the manage token its page links to (as every alert mail does). */
export type ConfirmedSubscription = Subscription & { manageToken: string };

/**
 * What the alert pages need from storage; the server process creates one (app/alerts/store.server.ts) and hands it to
 * the app as `alertServiceContext`. Tokens are the signed ones of the mails' links; a forged, expired or outdated
 * token (the subscription is gone) reads as null.
 */
export interface AlertService {
  /** Takes one of the client's sign-up slots (per network client, counted in the database for every instance). */
  admit(client: string): Promise<RateVerdict>;
  /**
   * Mails the address a confirmation link (a new or unconfirmed address: its language and topics are replaced), or,
   * when it is already confirmed, its manage link; at most MAILS_PER_ADDRESS_PER_DAY mails a day to its mailbox (all
   * its sub-addresses), after which it mails nothing. Resolves the same in every case, so that the page cannot tell
   * who subscribes. Rejects when the database cannot store it; that sign-up counts for none of the mailbox's mails.
   */
  signUp(signup: Omit<AlertSignup, "consent">, meta: SignupMeta): Promise<void>;
  /** The subscription a confirmation token names, unchanged (the confirm page shows it before the visitor confirms). */
  confirmable(token: string): Promise<Subscription | null>;
  /** Confirms it: from now on it receives alerts. Confirming twice is harmless. */
  confirm(token: string): Promise<ConfirmedSubscription | null>;
  /** The subscription a manage token names (the token of every mail's manage and unsubscribe links). */
  subscription(token: string): Promise<Subscription | null>;
  update(token: string, preferences: AlertPreferences): Promise<Subscription | null>;
  /** Deletes the subscription; false when there was none (already left, or a bad token). */
  unsubscribe(token: string): Promise<boolean>;
  /**
   * Whether the site signed this manage token, whether or not its subscription still exists: a link of an old mail
   * (the subscriber left: the pages say so) rather than a forged or mangled one (the pages say the link is bad).
   */
  issued(token: string): Promise<boolean>;
}
