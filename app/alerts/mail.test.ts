import { simpleParser, type ParsedMail } from "mailparser";
import type { SendMailOptions } from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
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
import { filingUrl } from "#app/site/investor-relations";
import { pagePath } from "#app/site/urls";
import { announceNewItems } from "./announce.server";
import { alertMail, confirmationMail, subscribedMail } from "./mail-kinds.server";
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

const inEveryLanguage = (text: string) => ({ ko: `${text} ko`, en: `${text} en`, zh: `${text} zh`, ja: `${text} ja` });

function announcement(receiptNumber: string, date: string): AlertItem {
  return {
    key: `announcements:${receiptNumber}`,
    topic: "announcements",
    content: { date, title: inEveryLanguage(`filing ${receiptNumber}`), summary: inEveryLanguage(`abstract ${receiptNumber}`), path: "/view/media/ir#announcements", changed: false },
  };
}

function event(sequence: number, start: string): AlertItem {
  return {
    key: `events:corporate-day:${sequence}`,
    topic: "events",
    content: {
      date: start.slice(0, 10),
      title: inEveryLanguage("Corporate Day"),
      summary: inEveryLanguage(`description ${sequence}`),
      path: "/view/media/ir#calendar",
      changed: sequence > 0,
      event: { start, durationMinutes: 90, location: inEveryLanguage("Yeouido") },
    },
  };
}

/** What every alert mail carries, whatever its kind: the IR team as sender in the reader's language, replies to IR. */
function expectFromTheIrTeam(message: ParsedMail, language: "ko" | "ja") {
  const t = plainTranslator(language);
  expect(message.from).toMatchObject({ value: [{ name: t("alerts.mail.sender"), address: company.noReplyEmail }] });
  expect(t("alerts.mail.sender")).toContain(company.name[language]);
  expect(message.replyTo).toMatchObject({ value: [{ address: company.prIrEmail }] });
  expect(message.headers.get("content-language")).toBe(language);
  expect(message.html).toContain(`<html dir="ltr" lang="${language}">`);
  expect(message.html).toContain(`<meta name="viewport" content="width=device-width, initial-scale=1"/>`);
  expect(message.html).toContain(`<meta name="color-scheme" content="light dark"/>`);
  expect(message.html).toContain(`src="${ORIGIN}/mail-logo.png"`);
  for (const part of [message.text!, message.html as string]) {
    expect(part).toContain(company.legalName[language]);
    expect(part).toContain(company.headOffice[language]);
    expect(part).toContain(t("alerts.mail.contact", { email: company.prIrEmail }));
  }
}

const subjectOf = (language: "ko" | "ja", heading: string) => plainTranslator(language)("alerts.mail.subject", { heading });

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
    expectFromTheIrTeam(message!, "ja");
    expect(message!.subject).toBe(`【${company.name.ja}】${t("alerts.mail.confirm.subject")}`);
    expect(message!.text).toContain(t("alerts.mail.confirm.text", { hours: CONFIRMATION_HOURS }));
    expect(message!.text).toContain(t("alerts.mail.confirm.ignore", { hours: CONFIRMATION_HOURS }));
    expect(message!.headers.has("list")).toBe(false);
    const link = linkOf(message!.text!, pagePath("media-alerts-confirm", "ja"));
    expect(message!.html).toContain(`<a href="${link.href}"`);
    expect(message!.html).toContain(`>${t("alerts.mail.confirm.button")}</a>`);
    expect(message!.html).not.toContain(t("alerts.mail.disclaimer"));
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
    expectFromTheIrTeam(message!, "ko");
    const heading = t("alerts.mail.item.press", { title: "Dolphin6 <b>& more</b> ko" });
    expect(message!.subject).toBe(`[${company.name.ko}] ${heading}`);
    expect(message!.text).toContain([heading, `${t("alerts.mail.published")}: ${formatDate("2026-11-20", "ko")}`, "summary 2 ko"].join("\n"));
    expect(message!.text).toContain(t("alerts.mail.disclaimer"));
    expect(message!.html).toContain(t("alerts.mail.disclaimer"));
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
    expect(digest!.subject).toBe(subjectOf("ja", t("alerts.mail.digest.subject", { count: 2 })));
    expect(digest!.subject).toBe(`【${company.name.ja}】新着情報2件`);
    expect(digest!.text).toContain(t("alerts.mail.digest.intro"));
    expect(digest!.text!.indexOf(t("alerts.mail.item.press", { title: "第二" }))).toBeLessThan(digest!.text!.indexOf(t("alerts.mail.item.press", { title: "第三" })));
  });

  it("gives a filing's day, abstract and its filing in DART, in Korean", async () => {
    await confirmedSubscriber("minji@fund.example", "ko", ["announcements"]);
    await announceNewItems(database.db, [announcement("20260814000298", "2026-08-14")]);
    await announceNewItems(database.db, [announcement("20260814000298", "2026-08-14"), announcement("20261112000412", "2026-11-12")]);

    const [message, ...others] = await delivered();
    const t = plainTranslator("ko");
    expect(others).toEqual([]);
    expectFromTheIrTeam(message!, "ko");
    const heading = t("alerts.mail.item.announcements", { title: "filing 20261112000412 ko" });
    expect(message!.subject).toBe(`[달빛반도체] ${heading}`);
    expect(message!.text).toContain(
      [heading, `${t("alerts.mail.filed")}: 2026년 11월 12일`, "abstract 20261112000412 ko", `${t("alerts.mail.filing")}: ${filingUrl("20261112000412")}`].join("\n"),
    );
    expect(message!.text).toContain(`${t("alerts.mail.read")}: ${ORIGIN}/view/media/ir#announcements`);
    expect(message!.html).toContain(`href="${filingUrl("20261112000412")}"`);
    expect(message!.html).toContain("abstract 20261112000412 ko");
  });

  it("tells of a changed IR event with its time before and after, in Japanese", async () => {
    await confirmedSubscriber("haruka@fund.example", "ja", ["events"]);
    const now = new Date("2026-12-01T00:00:00Z");
    await announceNewItems(database.db, [release("1", "earlier")], now);
    await announceNewItems(database.db, [release("1", "earlier"), event(0, "2026-12-08T14:00:00+09:00")], now);
    const [first] = await delivered();
    const t = plainTranslator("ja");
    expect(first!.subject).toBe(subjectOf("ja", t("alerts.mail.item.events", { title: "Corporate Day ja" })));
    expect(first!.text).toContain("日時：2026年12月8日火曜日 14時00分～15時30分（韓国標準時）\n場所：Yeouido ja\ndescription 0 ja");

    await announceNewItems(database.db, [release("1", "earlier"), event(0, "2026-12-08T14:00:00+09:00"), event(1, "2026-12-09T10:00:00+09:00")], now);
    const [changed, ...others] = await delivered();
    expect(others).toEqual([]);
    expectFromTheIrTeam(changed!, "ja");
    expect(changed!.subject).toBe(`【ダルビット半導体】${t("alerts.mail.item.eventChanged", { title: "Corporate Day ja" })}`);
    const was = "2026年12月8日火曜日 14時00分～15時30分（韓国標準時）";
    expect(changed!.text).toContain(`変更前：${was}\n変更後：2026年12月9日水曜日 10時00分～11時30分（韓国標準時）\n場所：Yeouido ja\ndescription 1 ja`);
    expect(changed!.html).toContain(`>${t("alerts.mail.fact", { label: t("alerts.mail.was"), value: was })}</p>`);
  });
});

describe("each kind of alert mail, composed by nodemailer and parsed back", () => {
  const settings = { from: `"Operator's choice" <alerts@${company.domain}>`, origin: ORIGIN, tokens };
  /** The raw message nodemailer would send, read by a mail program's parser. */
  const parsed = async (mail: Promise<SendMailOptions>) => simpleParser(await new MailComposer(await mail).compile().build());
  const subscriber = (language: "ko" | "ja") => ({ id: "7d0b6f7e-3a43-4d43-9d0c-2f6a3c1e8b11", email: `investor-${language}@fund.example`, language, topics: ["announcements" as const, "events" as const] });
  const kinds = {
    confirmation: (language: "ko" | "ja") => [confirmationMail(subscriber(language), new Date("2026-12-03T00:00:00Z"), settings), plainTranslator(language)("alerts.mail.confirm.subject")] as const,
    subscribed: (language: "ko" | "ja") => [subscribedMail(subscriber(language), settings), plainTranslator(language)("alerts.mail.subscribed.subject")] as const,
    announcement: (language: "ko" | "ja") =>
      [alertMail(subscriber(language), [announcement("20261112000412", "2026-11-12")], settings), plainTranslator(language)("alerts.mail.item.announcements", { title: `filing 20261112000412 ${language}` })] as const,
    "changed event": (language: "ko" | "ja") =>
      [
        alertMail(subscriber(language), [{ ...event(1, "2026-12-09T10:00:00+09:00"), previous: event(0, "2026-12-08T14:00:00+09:00").content }], settings),
        plainTranslator(language)("alerts.mail.item.eventChanged", { title: `Corporate Day ${language}` }),
      ] as const,
    digest: (language: "ko" | "ja") =>
      [alertMail(subscriber(language), [announcement("20261112000412", "2026-11-12"), event(0, "2026-12-08T14:00:00+09:00")], settings), plainTranslator(language)("alerts.mail.digest.subject", { count: 2 })] as const,
  };

  for (const language of ["ko", "ja"] as const) {
    for (const [kind, compose] of Object.entries(kinds)) {
      it(`${kind} in ${language}: from the IR team at the configured address, with the company in the subject, both parts and its language`, async () => {
        const [mail, heading] = compose(language);
        const message = await parsed(mail);
        const t = plainTranslator(language);
        expect(message.from).toMatchObject({ value: [{ name: t("alerts.mail.sender"), address: `alerts@${company.domain}` }] });
        expect(message.replyTo).toMatchObject({ value: [{ address: company.prIrEmail }] });
        expect(message.subject).toBe(subjectOf(language, heading));
        expect(message.subject).toContain(company.name[language]);
        expect(message.headers.get("content-language")).toBe(language);
        expect(message.text).toContain(company.legalName[language]);
        expect(message.html).toContain(`lang="${language}"`);
        expect(message.html).toContain(company.legalName[language]);
        expect(message.headers.has("list"), "a one-click unsubscribe").toBe(kind !== "confirmation" && kind !== "subscribed");
      });
    }
  }
});
