import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, openTimeout, type TestDatabase } from "../../tests/support/engines";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { formatDate } from "#app/i18n/format";
import { company } from "#app/config/company";
import { plainTranslator } from "#app/i18n/messages.server";
import { alertItems, alertSubscribers, outbox } from "#app/database/schema.server";
import { mailTransportFromEnv, type MailSettings } from "#app/database/mail-transport.server";
import { outboxComposer } from "../../server/outbox-mail";
import { startOutboxWorker, type OutboxWorker } from "#app/database/outbox.server";
import { pagePath } from "#app/site/urls";
import { announceNewItems } from "./announce.server";
import type { AlertItem } from "./items.server";
import { CONFIRMATION_HOURS } from "./schema";
import { createAlertService } from "./store.server";
import { alertTokens } from "./tokens.server";

const ORIGIN = "https://www.dalbit.example";
const tokens = alertTokens("mail test");
const meta = { consentAt: new Date(), privacyPolicyVersion: "2026-12-01" };

function release(id: string, title: string, date = "2026-11-20"): AlertItem {
  const text = (prefix: string) => ({ ko: `${prefix} ko`, en: `${prefix} en`, zh: `${prefix} zh`, ja: `${prefix} ja` });
  return { key: `press:${id}`, topic: "press", content: { date, title: { ...text(title), ja: title }, summary: text(`summary ${id}`), path: `/view/media/pressView?id=${id}`, changed: false } };
}

describe("alert mails, as a mail program reads them", () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let mail: MailSettings;
  let worker: OutboxWorker;

  beforeAll(async () => {
    [database, smtp] = await Promise.all([openTestDatabase("pglite"), startSmtpServer()]);
    mail = mailTransportFromEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) })!;
    worker = startOutboxWorker(database.db, { transport: mail.transport, compose: outboxComposer(database.db, mail, { origin: ORIGIN, tokens }), pollMs: 60_000 });
  }, openTimeout);
  afterAll(async () => {
    await worker?.stop();
    mail?.transport.close();
    await smtp?.stop();
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(alertSubscribers);
    await database.db.delete(alertItems);
    smtp.received.length = 0;
  });

  const service = () => createAlertService(database.db, tokens);
  /** Delivers what is due and parses every mail received, with a real MIME parser. */
  async function delivered(): Promise<ParsedMail[]> {
    await worker.runOnce();
    return Promise.all(smtp.received.splice(0).map((received) => simpleParser(received.raw)));
  }
  const linkOf = (text: string, path: string) => new URL(new RegExp(`${ORIGIN}${path}\\?token=\\S+`).exec(text)![0]);

  async function confirmedSubscriber(email: string, language: "ko" | "ja", topics: AlertItem["topic"][]) {
    await service().signUp({ email, language, topics }, meta);
    const [confirmation] = await delivered();
    const link = linkOf(confirmation!.text!, pagePath("media-alerts-confirm", language));
    await service().confirm(link.searchParams.get("token")!);
  }

  it("asks a new address to confirm, in its language, with a link that confirms it", async () => {
    await service().signUp({ email: "Kenji@Fund.example", language: "ja", topics: ["press"] }, meta);
    const [message, ...others] = await delivered();
    const t = plainTranslator("ja");

    expect(others).toEqual([]);
    expect(message!.to).toMatchObject({ value: [{ address: "kenji@fund.example" }] });
    expect(message!.from).toMatchObject({ value: [{ address: company.noReplyEmail }] });
    expect(message!.subject).toBe(t("alerts.mail.confirm.subject"));
    expect(message!.text).toContain(t("alerts.mail.confirm.text", { hours: CONFIRMATION_HOURS }));
    expect(message!.text).toContain(t("alerts.mail.confirm.ignore", { hours: CONFIRMATION_HOURS }));
    expect(message!.headers.has("list")).toBe(false);
    const link = linkOf(message!.text!, pagePath("media-alerts-confirm", "ja"));
    expect(message!.html).toContain(`<html lang="ja">`);
    expect(message!.html).toContain(`<a href="${link.href.replaceAll("&", "&amp;")}">${t("alerts.mail.confirm.button")}</a>`);
    const [entry] = await database.db.select().from(outbox);
    expect(message!.messageId).toBe(`<${entry!.id}@${company.domain}>`);

    expect(await service().confirm(link.searchParams.get("token")!)).toMatchObject({ email: "kenji@fund.example", confirmed: true });
  });

  it("tells each confirmed subscriber of a new item once, with both parts and a one-click unsubscribe", async () => {
    await confirmedSubscriber("minji@fund.example", "ko", ["press"]);
    await confirmedSubscriber("kenji@fund.example", "ja", ["announcements"]);
    await announceNewItems(database.db, [release("1", "earlier")]);
    await announceNewItems(database.db, [release("1", "earlier"), release("2", "Dolphin6 <b>& more</b>")]);

    const [message, ...others] = await delivered();
    const t = plainTranslator("ko");
    expect(others).toEqual([]);
    expect(message!.to).toMatchObject({ value: [{ address: "minji@fund.example" }] });
    expect(message!.subject).toBe(t("alerts.mail.item.press", { title: "Dolphin6 <b>& more</b> ko" }));
    expect(message!.text).toContain([message!.subject, formatDate("2026-11-20", "ko"), "summary 2 ko"].join("\n"));
    expect(message!.text).toContain(`${ORIGIN}/view/media/pressView?id=2`);
    expect(message!.html).toContain("Dolphin6 &lt;b&gt;&amp; more&lt;/b&gt; ko");
    expect(message!.html).not.toContain("<b>");
    expect(message!.html).toContain(`href="${ORIGIN}/view/media/pressView?id=2"`);
    expect(message!.text).toContain(t("alerts.mail.why", { topics: t("alerts.topic.press") }));

    const unsubscribe = linkOf(message!.text!, pagePath("media-alerts-unsubscribe", "ko"));
    expect(message!.headers.get("list")).toEqual({ unsubscribe: { url: unsubscribe.href }, "unsubscribe-post": { name: "List-Unsubscribe=One-Click" } });
    expect(message!.headerLines).toContainEqual({ key: "list-unsubscribe-post", line: "List-Unsubscribe-Post: List-Unsubscribe=One-Click" });
    const manage = linkOf(message!.text!, pagePath("media-alerts-manage", "ko"));
    expect(manage.searchParams.get("token")).toBe(unsubscribe.searchParams.get("token"));

    expect(await service().unsubscribe(unsubscribe.searchParams.get("token")!)).toBe(true);
    await announceNewItems(database.db, [release("1", "earlier"), release("2", "x"), release("3", "later")]);
    expect(await delivered()).toEqual([]);
  });

  it("says why it is sent with the subscriber's topics listed as their language writes a list", async () => {
    await confirmedSubscriber("minji@fund.example", "ko", ["announcements", "events", "press"]);
    await announceNewItems(database.db, [release("1", "earlier")]);
    await announceNewItems(database.db, [release("1", "earlier"), release("2", "later")]);
    const [message] = await delivered();
    expect(message!.text).toContain("(공시, IR 일정 변경, 보도자료)");
  });

  it("gathers the items of one deploy into a digest", async () => {
    await confirmedSubscriber("kenji@fund.example", "ja", ["press"]);
    await announceNewItems(database.db, [release("1", "earlier")]);
    await announceNewItems(database.db, [release("1", "earlier"), release("2", "第二"), release("3", "第三")]);

    const [digest, ...others] = await delivered();
    const t = plainTranslator("ja");
    expect(others).toEqual([]);
    expect(digest!.subject).toBe(t("alerts.mail.digest.subject", { count: 2 }));
    expect(digest!.text).toContain(t("alerts.mail.digest.intro"));
    expect(digest!.text!.indexOf(t("alerts.mail.item.press", { title: "第二" }))).toBeLessThan(digest!.text!.indexOf(t("alerts.mail.item.press", { title: "第三" })));
  });
});
