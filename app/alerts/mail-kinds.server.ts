import addressparser from "nodemailer/lib/addressparser";
import type { SendMailOptions } from "nodemailer";
import { company } from "#app/config/company";
import { eventTime } from "#app/content/ir-events";
import type { AlertItemContent, AlertSubscriberRow } from "#app/database/schema.server";
import { formatDate } from "#app/i18n/format";
import { htmlLang, type Locale } from "#app/i18n/locales";
import { plainTranslator } from "#app/i18n/messages.server";
import { localizedPath } from "#app/i18n/paths";
import type { MessageKey, Translate } from "#app/i18n/translator";
import type { AlertTopic } from "#app/site/alert-topics";
import { filingUrl } from "#app/site/investor-relations";
import { pagePath } from "#app/site/urls";
import { mailHtml } from "./mail-html.server";
import type { MailFooter, MailItem, MailLink, MailModel } from "./mail-model";
import { mailText } from "./mail-text";
import { CONFIRMATION_HOURS } from "./schema";
import type { AlertTokens } from "./tokens.server";

export type AlertMailSettings = {
  /** The envelope's sender (MAIL_FROM); the mails keep its address and name themselves as the IR team. */
  from: string;
  /** The site's public origin, which the links and the logo in the mails point to. */
  origin: string;
  tokens: AlertTokens;
};

export type MailSubscriber = Pick<AlertSubscriberRow, "id" | "email" | "language" | "topics">;
/** An item as recorded, and for a changed event the revision the subscribers were told of before. */
export type MailAlertItem = { key: string; topic: AlertTopic; content: AlertItemContent; previous?: AlertItemContent };

const link = (settings: AlertMailSettings, path: string, token?: string) => `${settings.origin}${path}${token ? `?token=${encodeURIComponent(token)}` : ""}`;

export function confirmationMail(subscriber: MailSubscriber, expiresAt: Date, settings: AlertMailSettings): Promise<SendMailOptions> {
  const t = plainTranslator(subscriber.language);
  const href = link(settings, pagePath("media-alerts-confirm", subscriber.language), settings.tokens.confirmation(subscriber.id, expiresAt));
  return sendable(subscriber, settings, {
    ...frame(t, subscriber.language, t("alerts.mail.confirm.subject")),
    paragraphs: [t("alerts.mail.confirm.text", { hours: CONFIRMATION_HOURS })],
    action: { label: t("alerts.mail.confirm.button"), href },
    closing: [t("alerts.mail.confirm.ignore", { hours: CONFIRMATION_HOURS })],
  });
}

export function subscribedMail(subscriber: MailSubscriber, settings: AlertMailSettings): Promise<SendMailOptions> {
  const t = plainTranslator(subscriber.language);
  const href = link(settings, pagePath("media-alerts-manage", subscriber.language), settings.tokens.manage(subscriber.id));
  return sendable(subscriber, settings, {
    ...frame(t, subscriber.language, t("alerts.mail.subscribed.subject")),
    paragraphs: [t("alerts.mail.subscribed.text")],
    action: { label: t("alerts.mail.manage"), href },
  });
}

/** One item's mail, or a digest of several, with the one-click unsubscribe of RFC 8058. */
export function alertMail(subscriber: MailSubscriber, items: readonly MailAlertItem[], settings: AlertMailSettings): Promise<SendMailOptions> {
  const { language } = subscriber;
  const t = plainTranslator(language);
  const token = settings.tokens.manage(subscriber.id);
  const unsubscribe = link(settings, pagePath("media-alerts-unsubscribe", language), token);
  const heading = items.length === 1 ? itemHeading(t, items[0]!, language) : t("alerts.mail.digest.subject", { count: items.length });
  const base = frame(t, language, heading);
  const topics = subscriber.topics.map((topic) => t(`alerts.topic.${topic}`)).join(t("alerts.mail.topicSeparator"));
  // RFC 8058: a mail program's unsubscribe button posts `List-Unsubscribe=One-Click` to the address, no page shown.
  const oneClick = { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  const model: MailModel = {
    ...base,
    paragraphs: items.length > 1 ? [t("alerts.mail.digest.intro")] : [],
    items: items.map((item) => mailItem(t, item, language, settings)),
    footer: {
      ...base.footer,
      subscription: {
        why: t("alerts.mail.why", { topics }),
        links: [
          { label: t("alerts.mail.manage"), href: link(settings, pagePath("media-alerts-manage", language), token) },
          { label: t("alerts.mail.unsubscribe"), href: unsubscribe },
        ],
      },
      disclaimer: t("alerts.mail.disclaimer"),
    },
  };
  return sendable(subscriber, settings, model, oneClick);
}

/** What every mail has: the subject with the company's name, the header, and the footer of who sends it. */
function frame(t: Translate, language: Locale, heading: string): MailModel {
  const footer: MailFooter = {
    legalName: company.legalName[language],
    address: company.headOffice[language],
    contact: { label: t("alerts.mail.contact", { email: company.prIrEmail }), href: `mailto:${company.prIrEmail}` },
    reply: t("alerts.mail.reply"),
  };
  return { language, subject: t("alerts.mail.subject", { heading }), brand: company.name[language], masthead: t("alerts.mail.masthead"), paragraphs: [], items: [], closing: [], footer };
}

function itemHeading(t: Translate, { topic, content }: MailAlertItem, language: Locale) {
  const key = topic === "events" && content.changed ? "alerts.mail.item.eventChanged" : (`alerts.mail.item.${topic}` as const);
  return t(key, { title: content.title[language] });
}

/** An event's time in Korea as its language writes it; the day alone for an item recorded before times were kept. */
function eventWhen(t: Translate, content: AlertItemContent, language: Locale) {
  if (!content.event) return formatDate(content.date, language);
  return t("alerts.mail.dateTime", eventTime(content.event.start, content.event.durationMinutes, language));
}

function facts(t: Translate, { topic, content, previous }: MailAlertItem, language: Locale): string[] {
  const fact = (label: MessageKey, value: string) => t("alerts.mail.fact", { label: t(label), value });
  if (topic === "announcements") return [fact("alerts.mail.filed", formatDate(content.date, language))];
  if (topic === "press") return [fact("alerts.mail.published", formatDate(content.date, language))];
  const where = content.event ? [fact("alerts.mail.where", content.event.location[language])] : [];
  if (!content.changed || !previous) return [fact("alerts.mail.when", eventWhen(t, content, language)), ...where];
  return [fact("alerts.mail.was", eventWhen(t, previous, language)), fact("alerts.mail.now", eventWhen(t, content, language)), ...where];
}

/** The receipt number an announcement's key holds (`announcements:<receipt number>`). */
const receiptNumberOf = (key: string) => key.slice(key.indexOf(":") + 1);

function mailItem(t: Translate, item: MailAlertItem, language: Locale, settings: AlertMailSettings): MailItem {
  const page: MailLink = { label: t("alerts.mail.read"), href: link(settings, localizedPath(item.content.path, language)) };
  return {
    heading: itemHeading(t, item, language),
    facts: facts(t, item, language),
    abstract: item.content.summary[language],
    links: item.topic === "announcements" ? [{ label: t("alerts.mail.filing"), href: filingUrl(receiptNumberOf(item.key)) }, page] : [page],
  };
}

/** The mail as nodemailer sends it: from the IR team in the reader's language, replies going to the IR team. */
async function sendable(subscriber: MailSubscriber, settings: AlertMailSettings, model: MailModel, headers: Record<string, string> = {}): Promise<SendMailOptions> {
  const [sender] = addressparser(settings.from, { flatten: true });
  return {
    from: { name: plainTranslator(subscriber.language)("alerts.mail.sender"), address: sender?.address || company.noReplyEmail },
    replyTo: company.prIrEmail,
    to: subscriber.email,
    subject: model.subject,
    text: mailText(model),
    html: await mailHtml(model, settings.origin),
    headers: { "Content-Language": htmlLang[subscriber.language], ...headers },
  };
}
