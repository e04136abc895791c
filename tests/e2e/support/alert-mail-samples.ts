/**
 * Every kind of alert mail in every language, composed as the outbox composes them, printed as JSON
 * (`[{ locale, kind, html }]`) for `alert-mail-layout.spec.ts`. A script of its own: the app's modules read their
 * content as Node reads JSON, which Playwright's loader refuses. `node --import tsx alert-mail-samples.ts <origin>`.
 */
import { currentAlertItems } from "../../../app/alerts/items.server";
import { alertMail, confirmationMail, subscribedMail, type MailAlertItem, type MailSubscriber } from "../../../app/alerts/mail-kinds.server";
import { alertTokens } from "../../../app/alerts/tokens.server";
import { locales } from "../../../app/i18n/locales";

const HOUR_MS = 3_600_000;

/** Each topic's item with the longest title: the one most likely to be too wide. */
function longestOf(topic: MailAlertItem["topic"]): MailAlertItem {
  const items = currentAlertItems().filter((item) => item.topic === topic);
  return items.reduce((longest, item) => (item.content.title.ko.length > longest.content.title.ko.length ? item : longest));
}

/** An event moved a day and an hour and a half later: its mail says when it was and when it is now. */
function movedEvent(): MailAlertItem {
  const event = longestOf("events");
  const start = `${new Date(Date.parse(event.content.event!.start) + 34.5 * HOUR_MS).toISOString().slice(0, 19)}+09:00`;
  return { ...event, content: { ...event.content, changed: true, event: { ...event.content.event!, start } }, previous: event.content };
}

const origin = process.argv[2]!;
const settings = { from: "no-reply@dalbitsemi.example", origin, tokens: alertTokens("browser test") };
const [announcement, event, release] = [longestOf("announcements"), longestOf("events"), longestOf("press")];
const samples = [];
for (const locale of locales) {
  const subscriber: MailSubscriber = { id: "7d0b6f7e-3a43-4d43-9d0c-2f6a3c1e8b11", email: `investor-${locale}@fund.example`, language: locale, topics: ["announcements", "events", "press"] };
  const kinds = {
    confirmation: confirmationMail(subscriber, new Date(Date.now() + 24 * HOUR_MS), settings),
    "already subscribed": subscribedMail(subscriber, settings),
    announcement: alertMail(subscriber, [announcement], settings),
    event: alertMail(subscriber, [event], settings),
    "changed event": alertMail(subscriber, [movedEvent()], settings),
    "press release": alertMail(subscriber, [release], settings),
    digest: alertMail(subscriber, [announcement, movedEvent(), release], settings),
  };
  for (const [kind, mail] of Object.entries(kinds)) samples.push({ locale, kind, html: (await mail).html as string });
}
process.stdout.write(JSON.stringify(samples));
