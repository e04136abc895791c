import { eq, inArray } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { formatDate } from "#app/i18n/format";
import { htmlLang, type Locale } from "#app/i18n/locales";
import { localizedPath } from "#app/i18n/paths";
import { plainTranslator } from "#app/i18n/messages.server";
import type { Translate } from "#app/i18n/translator";
import type { Database } from "#app/database/database.server";
import { alertItems, alertSubscribers, type AlertItemContent, type AlertSubscriberRow, type OutboxRow } from "#app/database/schema.server";
import type { ComposedMail } from "#app/database/outbox.server";
import { pagePath } from "#app/site/urls";
import { CONFIRMATION_HOURS } from "./schema";
import { type AlertTopic } from "#app/site/alert-topics";
import type { AlertTokens } from "./tokens.server";

export type AlertMailSettings = {
  from: string;
  /** The site's public origin, which the links in the mails point to. */
  origin: string;
  tokens: AlertTokens;
};

type StoredItem = { key: string; topic: AlertTopic; content: AlertItemContent };

/** A paragraph of the mail: its text, a link under it, or both. */
type Paragraph = { text: string; link?: { label: string; href: string } } | { text?: undefined; link: { label: string; href: string } };

/**
 * The mail an alert entry stands for, in the subscriber's language: the confirmation link, the manage link of an
 * address already subscribed, or the new items; null when the subscriber (or every item) is gone.
 */
export async function composeAlertMail(db: Database, entry: OutboxRow, settings: AlertMailSettings): Promise<ComposedMail | null> {
  if (!entry.subscriberId) return null;
  const [subscriber] = await db.select().from(alertSubscribers).where(eq(alertSubscribers.id, entry.subscriberId));
  if (!subscriber) return null;
  const label = `Alert mail ${entry.kind} to subscriber ${subscriber.id}`;
  if (entry.kind === "alert-confirmation" && entry.payload && "confirmationExpiresAt" in entry.payload) {
    return { label, mail: confirmationMail(subscriber, new Date(entry.payload.confirmationExpiresAt), settings) };
  }
  if (entry.kind === "alert-subscribed") return { label, mail: subscribedMail(subscriber, settings) };
  if (entry.kind === "alert" && entry.payload && "items" in entry.payload) {
    const keys = entry.payload.items;
    const rows = keys.length > 0 ? await db.select().from(alertItems).where(inArray(alertItems.key, keys)) : [];
    const items = keys.flatMap((key) => rows.filter((row) => row.key === key));
    return items.length > 0 ? { label, mail: alertMail(subscriber, items, settings) } : null;
  }
  throw new Error(`${label}: the entry has no mail of this kind, or lacks its payload`);
}

const link = (settings: AlertMailSettings, path: string, token?: string) => `${settings.origin}${path}${token ? `?token=${encodeURIComponent(token)}` : ""}`;

function confirmationMail(subscriber: AlertSubscriberRow, expiresAt: Date, settings: AlertMailSettings): SendMailOptions {
  const t = plainTranslator(subscriber.language);
  const href = link(settings, pagePath("media-alerts-confirm", subscriber.language), settings.tokens.confirmation(subscriber.id, expiresAt));
  return mail(subscriber, settings, t("alerts.mail.confirm.subject"), [
    { text: t("alerts.mail.confirm.text", { hours: CONFIRMATION_HOURS }), link: { label: t("alerts.mail.confirm.button"), href } },
    { text: t("alerts.mail.confirm.ignore", { hours: CONFIRMATION_HOURS }) },
  ]);
}

function subscribedMail(subscriber: AlertSubscriberRow, settings: AlertMailSettings): SendMailOptions {
  const t = plainTranslator(subscriber.language);
  const href = link(settings, pagePath("media-alerts-manage", subscriber.language), settings.tokens.manage(subscriber.id));
  return mail(subscriber, settings, t("alerts.mail.subscribed.subject"), [{ text: t("alerts.mail.subscribed.text"), link: { label: t("alerts.mail.manage"), href } }]);
}

function alertMail(subscriber: AlertSubscriberRow, items: readonly StoredItem[], settings: AlertMailSettings): SendMailOptions {
  const { language } = subscriber;
  const t = plainTranslator(language);
  const token = settings.tokens.manage(subscriber.id);
  const unsubscribe = link(settings, pagePath("media-alerts-unsubscribe", language), token);
  const subject = items.length === 1 ? itemHeading(t, items[0]!, language) : t("alerts.mail.digest.subject", { count: items.length });
  const paragraphs: Paragraph[] = [
    ...(items.length > 1 ? [{ text: t("alerts.mail.digest.intro") }] : []),
    ...items.map((item) => ({
      text: [itemHeading(t, item, language), formatDate(item.content.date, language), item.content.summary[language]].join("\n"),
      link: { label: t("alerts.mail.read"), href: link(settings, localizedPath(item.content.path, language)) },
    })),
    { text: t("alerts.mail.why", { topics: subscriber.topics.map((topic) => t(`alerts.topic.${topic}`)).join(t("alerts.mail.topicSeparator")) }) },
    { link: { label: t("alerts.mail.manage"), href: link(settings, pagePath("media-alerts-manage", language), token) } },
    { link: { label: t("alerts.mail.unsubscribe"), href: unsubscribe } },
  ];
  return {
    ...mail(subscriber, settings, subject, paragraphs),
    // RFC 8058: a mail program's unsubscribe button posts `List-Unsubscribe=One-Click` to the address, no page shown.
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

function itemHeading(t: Translate, { topic, content }: StoredItem, language: Locale) {
  const key = topic === "events" && content.changed ? "alerts.mail.item.eventChanged" : (`alerts.mail.item.${topic}` as const);
  return t(key, { title: content.title[language] });
}

/** Both parts of a mail from its paragraphs: the text part writes each link's address under its paragraph. */
function mail(subscriber: AlertSubscriberRow, settings: AlertMailSettings, subject: string, paragraphs: readonly Paragraph[]): SendMailOptions {
  const text = paragraphs.map(({ text, link }) => (text === undefined ? `${link.label}: ${link.href}` : link ? `${text}\n${link.href}` : text)).join("\n\n") + "\n";
  const html = `<!doctype html>${renderToStaticMarkup(<MailBody lang={htmlLang[subscriber.language]} title={subject}>{paragraphs.map(paragraphHtml)}</MailBody>)}`;
  return { from: settings.from, to: subscriber.email, subject, text, html };
}

function paragraphHtml({ text = "", link }: Paragraph, index: number) {
  const [first, ...rest] = text.split("\n");
  return (
    <p key={index} style={{ margin: "0 0 16px" }}>
      {first}
      {rest.map((line, at) => (
        <span key={at}>
          <br />
          {line}
        </span>
      ))}
      {link && (
        <>
          {text && <br />}
          <a href={link.href}>{link.label}</a>
        </>
      )}
    </p>
  );
}

function MailBody({ lang, title, children }: { lang: string; title: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ fontFamily: "sans-serif", fontSize: "16px", lineHeight: 1.6, color: "#1a1a1a", maxWidth: "640px" }}>{children}</body>
    </html>
  );
}
