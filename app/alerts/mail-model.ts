import type { Locale } from "#app/i18n/locales";

/** What an alert mail says, once: its HTML part (mail-html.server.tsx) and its text part (mail-text.ts) both write it. */
export type MailLink = { label: string; href: string };
/** One item an alert tells of: its heading, its facts ("공시일: 2026년 11월 12일"), its abstract and where to read it. */
export type MailItem = { heading: string; facts: readonly string[]; abstract: string; links: readonly MailLink[] };

/** Who sends the mail and why the reader receives it. */
export type MailFooter = {
  /** Why this address receives the mail, and the links to change or end that; absent before the address is confirmed. */
  subscription?: { why: string; links: readonly MailLink[] };
  legalName: string;
  address: string;
  contact: MailLink;
  reply: string;
  disclaimer?: string;
};

export type MailModel = {
  language: Locale;
  subject: string;
  /** The company's name and the mail's kind, beside the logo in the header. */
  brand: string;
  masthead: string;
  paragraphs: readonly string[];
  /** The one thing to do, such as confirming a subscription: a button. */
  action?: MailLink;
  items: readonly MailItem[];
  /** What follows the action or the items. */
  closing: readonly string[];
  footer: MailFooter;
};
