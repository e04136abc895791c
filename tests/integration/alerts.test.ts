/**
 * E-mail alerts as they run at scale: three instances behind nginx on one PostgreSQL 15 cluster, one SMTP sink. Four
 * investors sign up, one per language, and confirm from the mail; a deploy brings a new IR announcement and the three
 * instances start at once; each investor receives exactly one alert, leaves with the mail program's one-click
 * unsubscribe, and the next deploy mails no one. Every mail is read with mailparser, as a mail program reads it.
 */
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import announcementsFile from "../../content/ir/announcements.json" with { type: "json" };
import { locales } from "#app/i18n/locales";
import { plainTranslator } from "#app/i18n/messages.server";
import { pagePath } from "#app/site/urls";
import { signFormToken } from "../support/form-token";
import { PUBLIC_ORIGIN, addressOf, linkTo, mailsTo, oneClickUnsubscribe } from "../support/mails";
import { startPostgres, type PostgresCluster } from "../support/postgres";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { httpRequest, startServersBehindNginx, urlencoded, type ServersBehindNginx } from "./support";

const newest = announcementsFile.announcements[0]!;

let cluster: PostgresCluster;
let smtp: TestSmtpServer;
let servers: ServersBehindNginx;
let sql: postgres.Sql;

beforeAll(async () => {
  [cluster, smtp] = await Promise.all([startPostgres(), startSmtpServer()]);
  sql = postgres(cluster.databaseUrl, { max: 2, onnotice: () => {} });
  servers = await startServersBehindNginx(3, cluster.databaseUrl, () => ({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    TRUST_PROXY: "1",
    PUBLIC_ORIGIN,
  }));
}, 240_000);

afterAll(async () => {
  await servers?.stop();
  await sql?.end();
  await smtp?.stop();
  await cluster?.stop();
}, 60_000);

/** Restarts every instance at once, as a deploy that starts them together: each records the build's alert items. */
async function deployAllAtOnce() {
  await Promise.all(servers.instances.map((instance) => instance.stop()));
  await Promise.all(servers.instances.map((instance) => instance.start()));
}

describe("e-mail alerts on three instances", () => {
  it("confirms four investors, alerts each once after a deploy, and mails no one after they leave with one click", async () => {
    const [secret] = await sql<{ value: string }[]>`select value from site_secrets where name = 'form-token'`;
    for (const [index, locale] of locales.entries()) {
      const answer = await httpRequest(servers.nginx.origin + pagePath("media-alerts", locale), {
        method: "POST",
        headers: { Origin: servers.nginx.origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: urlencoded({ email: addressOf(locale), language: locale, topics: "announcements", consent: "on", formToken: signFormToken(secret!.value, Date.now() - 60_000) }),
        localAddress: `127.0.9.${index + 2}`,
      });
      expect(answer.status, answer.body.slice(0, 300)).toBe(303);
    }

    const confirmations = await mailsTo(smtp, locales.map(addressOf));
    for (const locale of locales) {
      const mail = confirmations.get(addressOf(locale))!;
      const t = plainTranslator(locale);
      expect(mail.subject).toBe(t("alerts.mail.subject", { heading: t("alerts.mail.confirm.subject") }));
      expect(mail.html).toContain(`lang="${locale === "zh" ? "zh-Hans" : locale}"`);
      const confirm = linkTo(mail, pagePath("media-alerts-confirm", locale), servers.nginx.origin);
      expect((await httpRequest(confirm)).status).toBe(200);
      const confirmed = await httpRequest(confirm, { method: "POST", headers: { Origin: servers.nginx.origin, "Content-Type": "application/x-www-form-urlencoded" }, body: "" });
      expect(confirmed.status, confirmed.body.slice(0, 300)).toBeLessThan(400);
    }
    const subscribers = await sql`select email from alert_subscribers where confirmed_at is not null`;
    expect(subscribers).toHaveLength(4);

    // The build the instances run has the newest announcement; forgetting it makes the next start a deploy that adds it.
    await sql`delete from alert_items where key = ${`announcements:${newest.receiptNumber}`}`;
    await deployAllAtOnce();
    const alerts = await mailsTo(smtp, locales.map(addressOf));
    const queued = await sql<{ kind: string; status: string }[]>`select kind, status from outbox where kind = 'alert'`;
    expect(queued).toEqual(locales.map(() => ({ kind: "alert", status: "sent" })));
    for (const locale of locales) {
      const mail = alerts.get(addressOf(locale))!;
      const t = plainTranslator(locale);
      expect(mail.subject).toBe(t("alerts.mail.subject", { heading: t("alerts.mail.item.announcements", { title: newest.title[locale] }) }));
      expect(mail.text).toContain(newest.abstract[locale]);
      expect(mail.html).toContain(`href="${PUBLIC_ORIGIN}${pagePath("media-ir", locale)}#announcements"`);
      const unsubscribe = linkTo(mail, pagePath("media-alerts-unsubscribe", locale), servers.nginx.origin);
      expect(mail.headers.get("list")).toEqual(oneClickUnsubscribe(unsubscribe.replace(servers.nginx.origin, PUBLIC_ORIGIN)));
      // What a mail provider sends for its unsubscribe button: no cookies, no Origin, no form token.
      const left = await httpRequest(unsubscribe, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
      expect(left.status, left.body.slice(0, 300)).toBe(200);
    }
    expect(await sql`select email from alert_subscribers`).toEqual([]);

    await sql`delete from alert_items where key = ${`announcements:${newest.receiptNumber}`}`;
    await deployAllAtOnce();
    expect(await sql`select key from alert_items where key = ${`announcements:${newest.receiptNumber}`}`).toHaveLength(1);
    expect(await sql`select id from outbox where kind like 'alert%' and status = 'pending'`).toEqual([]);
    expect(smtp.received).toEqual([]);
  });
});
