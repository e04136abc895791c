/**
 * E-mail alerts end to end, as investors live them: in each language an investor subscribes on the IR page and
 * confirms from the mail; a build of a copy of this checkout with a new IR announcement is deployed onto the same
 * data, and each receives one alert; each leaves with the mail program's one-click unsubscribe, and the next deploy
 * of that announcement mails no one. The server runs with an SMTP sink; every mail is read with mailparser.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { expect, request, test, type Browser } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import announcementsFile from "../../content/ir/announcements.json" with { type: "json" };
import { keepWordsWhole } from "../../app/i18n/unbreakable-terms";
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import ja from "../../app/i18n/messages/ja.json" with { type: "json" };
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import zh from "../../app/i18n/messages/zh.json" with { type: "json" };
import { htmlLang, locales, type Locale } from "../../app/i18n/locales";
import { filingUrl } from "../../app/site/investor-relations";
import { createTranslator } from "../../app/i18n/translator";
import { company } from "../../app/config/company";
import { connectServedPGlite } from "../../app/database/pglite-socket.server";
import { pagePath } from "../../app/site/urls";
import { ServerHarness } from "../integration/support";
import { BROWSER_TESTS_FORM_SECRET } from "../support/form-token";
import { PUBLIC_ORIGIN, addressOf, linkTo, mailsTo, oneClickUnsubscribe } from "../support/mails";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { CheckoutCopy } from "./support/checkout-copy";
import { backdateFormTokens } from "./support/form-token";
import { openPage } from "./support/page";

const catalogues = { ko, en, zh, ja };
/** A message as the pages show it (keepWordsWhole), and as the mails write it. */
const shown = (locale: Locale, key: keyof typeof en) => keepWordsWhole(catalogues[locale][key]);
/** A message as the mails write it. */
const mailText = (locale: Locale) => createTranslator(catalogues[locale], locale, company.name[locale]);

const newest = announcementsFile.announcements[0]!;
const date = new Date(Date.parse(`${newest.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The announcement the deployed build adds: filed the day after the newest one. */
const filing = {
  receiptNumber: `${date.replaceAll("-", "")}800517`,
  date,
  type: "major-contract",
  title: {
    ko: "단일판매ㆍ공급계약체결 (북미 완성차 업체향 게이트웨이 프로세서)",
    en: "Single sales and supply contract: gateway processors for a North American carmaker",
    zh: "单一销售及供货合同签订（面向北美整车企业的网关处理器）",
    ja: "単一販売・供給契約締結（北米完成車メーカー向けゲートウェイプロセッサ）",
  },
  abstract: {
    ko: "북미 완성차 업체에 게이트웨이 프로세서를 공급하는 단일판매·공급계약입니다.",
    en: "A single sales and supply contract to supply gateway processors to a North American carmaker.",
    zh: "向北美整车企业供应网关处理器的单一销售及供货合同。",
    ja: "北米の完成車メーカーにゲートウェイプロセッサを供給する単一販売・供給契約です。",
  },
};

let smtp: TestSmtpServer;
let copy: CheckoutCopy;
let server: ServerHarness;

test.afterAll(async () => {
  await server?.dispose();
  copy?.dispose();
  await smtp?.stop();
});

async function subscribeOnTheIrPage(browser: Browser, locale: Locale) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await backdateFormTokens(page, "/view/media/alerts");
  await openPage(page, server.origin + pagePath("media-ir", locale));
  const form = page.locator("form.alert-form");
  await form.getByLabel(shown(locale, "alerts.field.email")).fill(addressOf(locale));
  await expect(form.getByRole("radio", { checked: true }), "the mail's language is the page's").toHaveValue(locale);
  for (const topic of ["events", "press"] as const) await form.getByLabel(shown(locale, `alerts.topic.${topic}`)).uncheck();
  await form.getByLabel(shown(locale, "alerts.consent.agree")).check();
  await form.getByRole("button", { name: shown(locale, "alerts.submit") }).click();
  // Beside a build of the copy, the post can take a while.
  await expect(page.getByRole("heading", { name: shown(locale, "alerts.sent.title") })).toBeVisible({ timeout: 30_000 });
  await context.close();
}

async function confirmFromTheMail(browser: Browser, locale: Locale, mail: ParsedMail) {
  const t = mailText(locale);
  expect(mail.subject).toBe(t("alerts.mail.subject", { heading: t("alerts.mail.confirm.subject") }));
  const context = await browser.newContext();
  const page = await context.newPage();
  await openPage(page, linkTo(mail, pagePath("media-alerts-confirm", locale), server.origin));
  await expect(page.getByText(addressOf(locale))).toBeVisible();
  await page.getByRole("button", { name: shown(locale, "alerts.confirm.button") }).click();
  await expect(page.getByRole("heading", { name: shown(locale, "alerts.confirmed.title") })).toBeVisible();
  await context.close();
}

test("investors in four languages subscribe, confirm, receive one alert of a deployed announcement, and nothing after leaving with one click", async ({ browser }) => {
  // A whole build of the copy, beside four sign-ups: minutes on a loaded machine.
  test.setTimeout(600_000);
  smtp = await startSmtpServer();
  copy = CheckoutCopy.create();
  const file = copy.path("content/ir/announcements.json");
  const announcements = JSON.parse(readFileSync(file, "utf8")) as typeof announcementsFile;
  writeFileSync(file, JSON.stringify({ announcements: [filing, ...announcements.announcements] }, null, 2) + "\n");
  const built = copy.build();
  built.catch(() => {});

  server = await ServerHarness.create({
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), PUBLIC_ORIGIN, FORM_SECRET: BROWSER_TESTS_FORM_SECRET, ALERT_RATE_LIMIT: "off" },
  });
  await server.start();

  for (const locale of locales) {
    await subscribeOnTheIrPage(browser, locale);
    const confirmation = (await mailsTo(smtp, [addressOf(locale)])).get(addressOf(locale))!;
    expect(confirmation.html).toContain(`<a href="${PUBLIC_ORIGIN}${pagePath("media-alerts-confirm", locale)}?token=`);
    expect(confirmation.headers.get("content-language")).toBe(htmlLang[locale]);
    await confirmFromTheMail(browser, locale, confirmation);
  }

  await built;
  await server.stop();
  server.siteRoot = copy.root;
  await server.start();
  const alerts = await mailsTo(smtp, locales.map(addressOf));
  const unsubscriber = await request.newContext();
  for (const locale of locales) {
    const mail = alerts.get(addressOf(locale))!;
    const t = mailText(locale);
    expect(mail.subject).toBe(t("alerts.mail.subject", { heading: t("alerts.mail.item.announcements", { title: filing.title[locale] }) }));
    expect(mail.text).toContain(`${filing.abstract[locale]}\n${t("alerts.mail.filing")}: ${filingUrl(filing.receiptNumber)}`);
    expect(mail.text).toContain(filing.title[locale]);
    expect(mail.html).toContain(filing.title[locale]);
    const unsubscribe = linkTo(mail, pagePath("media-alerts-unsubscribe", locale), server.origin);
    expect(mail.headers.get("list")).toEqual(oneClickUnsubscribe(unsubscribe.replace(server.origin, PUBLIC_ORIGIN)));
    // The mail program's button: a post with no cookie, no Origin and no form token.
    const left = await unsubscriber.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
    expect(left.status()).toBe(200);
  }
  await unsubscriber.dispose();

  const page = await browser.newPage();
  await openPage(page, linkTo(alerts.get(addressOf("ja"))!, pagePath("media-alerts-manage", "ja"), server.origin));
  await expect(page.getByRole("heading", { name: shown("ja", "alerts.left.title") })).toBeVisible();
  await page.close();

  // The same announcement, new to the store again: the next deploy finds it new, and no one to tell.
  const database = (await connectServedPGlite(server.dataDir))!;
  await database.db.execute(`delete from alert_items where key = 'announcements:${filing.receiptNumber}'`);
  await database.close();
  await server.stop();
  await server.start();
  expect(server.output()).toContain("E-mail alerts: 1 new items recorded, 0 alert mails queued");
  expect(smtp.received).toEqual([]);
});
