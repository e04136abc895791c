import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearInquiries, engines, openTestDatabase, openTimeout, sampleInquiry, sampleMeta, type TestDatabase } from "../../tests/support/engines";
import { freePort } from "../../tests/support/net";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { company } from "#app/config/company";
import { alertTokens } from "#app/alerts/tokens.server";
import { outbox } from "./schema.server";
import { mailTransportFromEnv, type MailSettings } from "#app/database/mail-transport.server";
import { outboxComposer } from "../../server/outbox-mail";
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./outbox.server";
import { createInquiryService } from "#app/inquiries/store.server";

const salesAddress = company.salesEmail;

describe.each(engines)("outbox worker on %s", (engine) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer | undefined;
  let transports: MailSettings["transport"][] = [];
  let workers: OutboxWorker[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, openTimeout);
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    await clearInquiries(database);
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    workers = [];
    for (const transport of transports) transport.close();
    transports = [];
    await smtp?.stop();
    smtp = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A worker that polls rarely: the tests drive it with runOnce(). */
  function worker(port: number, options: Omit<OutboxWorkerOptions, "transport" | "compose"> = {}) {
    const mail = mailTransportFromEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SALES_EMAIL: salesAddress })!;
    transports.push(mail.transport);
    const compose = outboxComposer(database.db, mail, { origin: company.siteUrl, tokens: alertTokens("outbox test") });
    const started = startOutboxWorker(database.db, { transport: mail.transport, compose, pollMs: 60_000, ...options });
    workers.push(started);
    return started;
  }

  const submit = (overrides = {}) => createInquiryService(database.db).submit(sampleInquiry(overrides), sampleMeta);
  const entries = () => database.db.select().from(outbox);

  it("e-mails sales every field, with replies going to the visitor, and marks the entry sent", async () => {
    smtp = await startSmtpServer();
    const stored = await submit({ title: "레이더 칩 견적 요청", company: "한빛모터스" });

    expect(await worker(smtp.port).runOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!;
    expect(message.envelope.to).toEqual([salesAddress]);
    expect(message.envelope.from).toBe(company.noReplyEmail);
    expect(message.header("To")).toBe(salesAddress);
    expect(message.header("Subject")).toBe(`[Inquiry ${stored.reference}] 레이더 칩 견적 요청`);
    expect(message.header("Reply-To")).toBe("한빛모터스 <buyer@hanbit.example>");
    const inquiry = sampleInquiry();
    for (const line of [
      `New inquiry ${stored.reference}, received ${stored.createdAt.toISOString()} (site language: en)`,
      "Title: 레이더 칩 견적 요청",
      `Position: ${inquiry.position}`,
      "Company: 한빛모터스",
      `Email: ${inquiry.email}`,
      `Introduction: ${inquiry.introduction}`,
      `Region: ${inquiry.region}`,
      "Application: automotive",
      "Product: dolphin5",
      `Concept: ${inquiry.concept}`,
      `Schedule: ${inquiry.schedule}`,
      `Quantity: ${inquiry.quantity}`,
      "Contents:\n  Please send the datasheet.\n  And a price indication.",
      `Consent to the privacy policy (version ${sampleMeta.privacyPolicyVersion}) given ${sampleMeta.consentAt.toISOString()}`,
    ]) {
      expect(message.text).toContain(line);
    }

    const [entry] = await entries();
    expect(entry).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(entry!.sentAt).toBeInstanceOf(Date);
    expect(await workers[0]!.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("retries with growing delays while the SMTP server is down, and delivers once it is back", async () => {
    const port = await freePort();
    const delivering = worker(port, { retryBaseMs: 100, maxBackoffMs: 250 });
    await submit();
    // The clock stands still unless the test moves it: a slow machine cannot make a retry due early.
    vi.useFakeTimers({ toFake: ["Date"] });

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      expect(await delivering.runOnce()).toBe(0);
      const [entry] = await entries();
      expect(entry).toMatchObject({ status: "pending", attempts: attempt, sentAt: null });
      expect(entry!.lastError).toMatch(/ECONNREFUSED/);
      delays.push(entry!.nextAttemptAt.getTime() - before);
      expect(await delivering.runOnce()).toBe(0); // not due yet: no attempt
      expect((await entries())[0]!.attempts).toBe(attempt);
      vi.setSystemTime(entry!.nextAttemptAt);
    }
    expect(delays).toEqual([100, 200, 250]); // doubling, then capped at maxBackoffMs

    smtp = await startSmtpServer({ port });
    expect(await delivering.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect((await entries())[0]).toMatchObject({ status: "sent", attempts: 4 });
  });

  it("keeps header injection out through the title, company and e-mail", async () => {
    smtp = await startSmtpServer();
    const stored = await submit({
      title: "Hello\r\nBcc: victim@evil.example\r\nX-Injected: title",
      company: "ACME\nX-Injected: company\u2028Cc: cc@evil.example\u0085",
    });
    await submit({ email: "attacker@evil.example\r\nBcc: hidden@evil.example" });

    expect(await worker(smtp.port).runOnce()).toBe(2);

    const names = smtp.received.flatMap((message) => message.headers.map((h) => h.name.toLowerCase()));
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("cc");
    expect(names).not.toContain("x-injected");
    expect(smtp.received.flatMap((message) => message.envelope.to)).toEqual([salesAddress, salesAddress]);

    const first = smtp.received.find((message) => message.header("Subject")?.includes(stored.reference))!;
    expect(first.header("Subject")).toBe(`[Inquiry ${stored.reference}] Hello Bcc: victim@evil.example X-Injected: title`);
    expect(first.header("Reply-To")).toBe('"ACME X-Injected: company Cc: cc@evil.example" <buyer@hanbit.example>');
    const second = smtp.received.find((message) => message !== first)!;
    expect(second.header("Reply-To")).toBeUndefined();
  });

  it("stops after the send under way however much is due, and hands the rest to another worker at once", async () => {
    await Promise.all(Array.from({ length: 4 }, () => submit()));
    let stopping: Promise<void> | undefined;
    // The stop comes while the first message is being sent, as a SIGTERM does under load.
    smtp = await startSmtpServer({ onMessage: () => (stopping ??= delivering.stop()) });
    const delivering = worker(smtp.port);
    void delivering.runOnce();
    await vi.waitFor(() => expect(stopping).toBeDefined());
    await stopping;

    expect(smtp.received).toHaveLength(1);
    const handedBack = (await entries()).filter((entry) => entry.status === "pending");
    expect(handedBack).toHaveLength(3);
    for (const entry of handedBack) expect(entry.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await worker(smtp.port).runOnce()).toBe(3);
    expect(smtp.connectionErrors).toEqual([]);
  });

  it("mails each notification once, and counts each attempt once, when three workers share a slow SMTP server", async () => {
    const stored = await Promise.all(Array.from({ length: 8 }, () => submit()));
    const refused = stored[0]!;
    let arrivals = 0;
    let refusedOnce = false;
    // Each message takes 1 s to be accepted, so that eight sent one after another outlast a 6 s lease, while one
    // send and its record stay well inside it on a busy machine.
    smtp = await startSmtpServer({
      stallMs: 1000,
      onMessage(mail) {
        arrivals++;
        if (refusedOnce || !mail.header("Subject")?.includes(refused.reference)) return;
        refusedOnce = true;
        throw new Error("Try again later");
      },
    });
    const polling = { leaseMs: 6000, pollMs: 50, retryBaseMs: 50 };
    worker(smtp.port, polling);
    // The other instances' workers start once the first is sending, as instances start at different times.
    await vi.waitFor(() => expect(arrivals).toBeGreaterThan(0), { timeout: 10_000 });
    worker(smtp.port, polling);
    worker(smtp.port, polling);
    await vi.waitFor(async () => expect((await entries()).every((entry) => entry.status === "sent")).toBe(true), { timeout: 20_000, interval: 100 });
    await Promise.all(workers.map((started) => started.stop()));

    const subjects = smtp.received.map((mail) => mail.header("Subject"));
    expect(subjects.sort()).toEqual(stored.map(({ reference }) => `[Inquiry ${reference}] ${sampleInquiry().title}`).sort());
    const attempts = new Map((await entries()).map((entry) => [entry.inquiryId, entry.attempts]));
    expect(attempts).toEqual(new Map(stored.map(({ id }) => [id, id === refused.id ? 2 : 1])));
  }, 30_000);

  it("gives up on a send after half the lease, and counts it as a failed attempt to retry later", async () => {
    smtp = await startSmtpServer({ stallMs: 600 });
    await submit();

    expect(await worker(smtp.port, { leaseMs: 200 }).runOnce()).toBe(0);

    const [entry] = await entries();
    expect(entry).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(entry!.lastError).toMatch(/timeout/);
    expect(entry!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("leaves an entry alone once its lease has passed to another worker", async () => {
    smtp = await startSmtpServer();
    await submit();
    const delivering = worker(smtp.port);
    const transport = transports[0]!;
    const send = transport.sendMail.bind(transport);
    // Another worker claims the entry during the send, as it may once the lease has run out.
    vi.spyOn(transport, "sendMail").mockImplementation(async (message) => {
      await database.db.update(outbox).set({ leaseToken: randomUUID() });
      return send(message);
    });

    expect(await delivering.runOnce()).toBe(1);

    expect((await entries())[0]).toMatchObject({ status: "pending", attempts: 0, sentAt: null });
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/lease ran out/));
  });

  it("delivers each entry once when two workers run at the same time", async () => {
    smtp = await startSmtpServer();
    await Promise.all(Array.from({ length: 6 }, () => submit()));
    const [a, b] = [worker(smtp.port), worker(smtp.port)];
    const delivered = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(delivered[0] + delivered[1]).toBe(6);
    expect(smtp.received).toHaveLength(6);
    expect((await entries()).every((entry) => entry.status === "sent")).toBe(true);
  });
});
