/**
 * The mails of the e-mail alert tests (integration and browser), read as a mail program reads them (mailparser). Free
 * of Vitest and Playwright, so that both suites can use it: a failure throws node:assert's error.
 */
import { deepStrictEqual } from "node:assert/strict";
import { simpleParser, type ParsedMail } from "mailparser";
import type { Locale } from "../../app/i18n/locales";
import type { TestSmtpServer } from "./smtp";

/** The origin the servers are told is theirs (PUBLIC_ORIGIN): the mails' links name it, the tests follow them to the server. */
export const PUBLIC_ORIGIN = "https://www.dalbit.example";

/** The investor who subscribes in `locale`. */
export const addressOf = (locale: Locale) => `investor-${locale}@fund.example`;

const recipientOf = (mail: ParsedMail) => (mail.to as { value: { address: string }[] }).value[0]!.address;

/** Waits for one mail to each of `recipients`, takes every mail from the sink and parses it; fails unless those are all. */
export async function mailsTo(smtp: TestSmtpServer, recipients: readonly string[], timeoutMs = 30_000): Promise<Map<string, ParsedMail>> {
  for (const deadline = Date.now() + timeoutMs; smtp.received.length < recipients.length; ) {
    if (Date.now() > deadline) throw new Error(`${smtp.received.length} of ${recipients.length} mails arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const parsed = await Promise.all(smtp.received.splice(0).map((received) => simpleParser(received.raw)));
  deepStrictEqual(parsed.map(recipientOf).sort(), [...recipients].sort(), "one mail to each recipient, and no other");
  return new Map(parsed.map((mail) => [recipientOf(mail), mail]));
}

/** The link of a mail's text part to `path`, followed to `origin` (the server under test) instead of the public one. */
export function linkTo(mail: ParsedMail, path: string, origin: string): string {
  const match = new RegExp(`${PUBLIC_ORIGIN}${path}\\?token=[\\w.%-]+`).exec(mail.text ?? "");
  if (!match) throw new Error(`No link to ${path} in:\n${mail.text}`);
  const url = new URL(match[0]);
  return origin + url.pathname + url.search;
}

/** The List header mailparser reads from an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 one-click). */
export const oneClickUnsubscribe = (publicUrl: string) => ({ unsubscribe: { url: publicUrl }, "unsubscribe-post": { name: "List-Unsubscribe=One-Click" } });
