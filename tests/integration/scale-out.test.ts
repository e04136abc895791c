/**
 * The site as it runs at scale: Debian's nginx (deploy/nginx.conf) in front of three app instances that share one
 * PostgreSQL 15 cluster and one mail server (an in-process SMTP sink). Each client below connects from an address of
 * its own in 127.0.0.0/8, so nginx and the app see different visitors; the instances trust one proxy hop (nginx).
 */
import http from "node:http";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import { freePort } from "../support/net";
import type { RunningNginx } from "../support/nginx";
import { startPostgres, type PostgresCluster } from "../support/postgres";
import { signFormToken } from "../support/form-token";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { CONTACT_PATH, formTokenOf, httpRequest, inquiryFields, referenceOf, runPool, startServersBehindNginx, urlencoded, type HttpAnswer, type ServerHarness, type ServersBehindNginx } from "./support";

const INSTANCES = 3;
/** The public origin the instances are told about (PUBLIC_ORIGIN), as behind a proxy that rewrites Host. */
const PUBLIC_ORIGIN = "https://www.dalbit.example";
const RATE_LIMIT = 5;
/** The refusals of app/i18n/messages/en.json that the tests below expect. */
const TOO_FAST_TEXT = en["inquiry.error.tooFast"];
const EXPIRED_TEXT = "This form has expired. Your text is still here: please register it again.";
const RATE_LIMITED_TEXT = "Too many inquiries were sent from your network in a short time. Please try again in 10 minutes; your text is still here.";
/** Server-rendered pages: nginx passes them on to an instance. */
const RENDERED_PATHS = ["/en/view/technology/searchResult?q=chip", "/view/media/news", "/ja/view/media/press?page=2", CONTACT_PATH];

let cluster: PostgresCluster;
let smtp: TestSmtpServer;
let servers: ServersBehindNginx;
let instances: ServerHarness[] = [];
let metricsPorts: number[] = [];
let nginx: RunningNginx;
let sql: postgres.Sql;
let formSecret: string;
let clientNumber = 0;

/** A loopback address no other request of this file uses: a visitor of its own. */
const newClientAddress = () => {
  clientNumber++;
  return `127.0.${Math.floor(clientNumber / 250) + 1}.${(clientNumber % 250) + 2}`;
};

beforeAll(async () => {
  [cluster, smtp] = await Promise.all([startPostgres(), startSmtpServer()]);
  sql = postgres(cluster.databaseUrl, { max: 2, onnotice: () => {} });
  for (let index = 0; index < INSTANCES; index++) metricsPorts.push(await freePort());
  servers = await startServersBehindNginx(INSTANCES, cluster.databaseUrl, (index) => ({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    INQUIRY_RATE_LIMIT: `${RATE_LIMIT}/10m`,
    TRUST_PROXY: "1",
    PUBLIC_ORIGIN,
    METRICS_PORT: String(metricsPorts[index]),
  }));
  ({ instances, nginx } = servers);
  const [row] = await sql<{ value: string }[]>`select value from site_secrets where name = 'form-token'`;
  formSecret = row!.value;
}, 240_000);

afterAll(async () => {
  await servers?.stop();
  await sql?.end();
  await smtp?.stop();
  await cluster?.stop();
}, 60_000);

const viaNginx = (path: string, options: Parameters<typeof httpRequest>[1] = {}) => httpRequest(nginx.origin + path, options);

/** Posts a complete inquiry through nginx, as a browser on nginx's page would. */
function postInquiry(index: number, token: string, localAddress: string, extraHeaders: Record<string, string> = {}) {
  return viaNginx(CONTACT_PATH, {
    method: "POST",
    headers: { Origin: nginx.origin, "Content-Type": "application/x-www-form-urlencoded", ...extraHeaders },
    body: urlencoded(inquiryFields(index, token)),
    localAddress,
  });
}

/** A form token as the instances sign it (with the shared secret), handed out a minute ago. */
const backdatedToken = () => signFormToken(formSecret, Date.now() - 60_000);

/** The message the contact page shows above the form after a refusal, or null. */
const problemOf = (answer: HttpAnswer) => /class="inquiry-form__problem">([^<]*)</.exec(answer.body)?.[1]?.replaceAll("&#x27;", "'") ?? null;

/** A counter of the metrics endpoints, summed over the instances still running. */
async function metricTotal(series: string): Promise<number> {
  let total = 0;
  for (const [index, port] of metricsPorts.entries()) {
    if (!instances[index]!.running) continue;
    const metrics = await httpRequest(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.status).toBe(200);
    const line = metrics.body.split("\n").find((candidate) => candidate.startsWith(`${series} `));
    total += Number(line?.slice(series.length + 1) ?? 0);
  }
  return total;
}

/** Which instance answered: the one whose request log has the response's request id. */
function answeringInstance(answer: HttpAnswer): number {
  const id = answer.headers["x-request-id"];
  return instances.findIndex((instance) => typeof id === "string" && instance.output(400_000).includes(`"reqId":"${id}"`));
}

describe("three instances behind nginx on one PostgreSQL", () => {
  it("spreads server-rendered requests over every instance, and serves prerendered pages itself", async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, (_, index) => viaNginx(RENDERED_PATHS[index % RENDERED_PATHS.length]!)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // A log line reaches the test through a pipe, a moment after its response.
    await waitFor(() => answers.every((answer) => answeringInstance(answer) !== -1), 5_000).catch(() => {});
    const served = answers.map(answeringInstance);
    expect(served.filter((instance) => instance === -1), "every answer came from an instance's log").toEqual([]);
    expect(new Set(served), "each instance answered some").toEqual(new Set([0, 1, 2]));

    const page = await viaNginx("/en/view/about/history");
    expect(page.status).toBe(200);
    expect(answeringInstance(page), "nginx answers a prerendered page from build/client").toBe(-1);
  });

  it("answers health probes without logging them", async () => {
    const [health, readiness] = await Promise.all([httpRequest(`${instances[0]!.origin}/healthz`), httpRequest(`${instances[0]!.origin}/readyz`)]);
    expect([health.status, health.body, readiness.status, readiness.body]).toEqual([200, "ok", 200, "ready"]);
    const page = await httpRequest(instances[0]!.contactUrl);
    await waitFor(() => answeringInstance(page) === 0, 5_000);
    expect(instances[0]!.output(400_000)).not.toMatch(/"url":"\/(healthz|readyz)"/);
  });

  it("accepts a post from the public origin behind a proxy that terminates TLS or rewrites Host, and no other", async () => {
    const post = (headers: Record<string, string>) =>
      httpRequest(instances[0]!.contactUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newClientAddress(), ...headers },
        body: urlencoded(inquiryFields(5000, backdatedToken())),
      });
    // TLS ends at the proxy, which keeps Host: the page's https origin matches the forwarded scheme and host.
    const sameHost = await post({ Host: "www.shop.example", "X-Forwarded-Proto": "https", Origin: "https://www.shop.example" });
    expect(sameHost.status, sameHost.body.slice(0, 200)).toBe(303);
    // The proxy rewrites Host to the instance's address: only PUBLIC_ORIGIN is accepted.
    const rewritten = await post({ Host: "10.0.0.7:3001", "X-Forwarded-Proto": "https", Origin: PUBLIC_ORIGIN });
    expect(rewritten.status, rewritten.body.slice(0, 200)).toBe(303);
    const foreign = await post({ Host: "10.0.0.7:3001", "X-Forwarded-Proto": "https", Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
  });

  it("accepts a form handed out by one instance when it is posted to another", async () => {
    const form = await httpRequest(instances[0]!.contactUrl);
    const token = formTokenOf(form.body);
    const postTo = (instance: ServerHarness, formToken: string) =>
      httpRequest(instance.contactUrl, {
        method: "POST",
        headers: { Origin: instance.origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newClientAddress() },
        body: urlencoded(inquiryFields(1000, formToken)),
      });
    // Seconds after it was handed out the form is refused as too fast, which only a token whose signature checks out gets.
    const early = await postTo(instances[1]!, token);
    expect([early.status, problemOf(early)]).toEqual([422, TOO_FAST_TEXT]);
    const forged = await postTo(instances[1]!, signFormToken("another secret", Date.now() - 60_000));
    expect([forged.status, problemOf(forged)], "a token signed with another secret").toEqual([422, EXPIRED_TEXT]);

    const accepted = await postTo(instances[2]!, backdatedToken());
    expect(accepted.status, accepted.body.slice(0, 300)).toBe(303);
    expect(referenceOf(accepted.headers.location)).not.toBeNull();
  });

  it("refuses a client's sixth inquiry whichever instance it reaches, however it sets X-Forwarded-For", async () => {
    const client = newClientAddress();
    const answers: HttpAnswer[] = [];
    for (let index = 0; index < RATE_LIMIT + 1; index++) {
      // A forged X-Forwarded-For is kept by nginx in front of the address it saw; the instances trust only nginx's.
      answers.push(await postInquiry(2000 + index, backdatedToken(), client, { "X-Forwarded-For": `198.51.100.${index + 1}` }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303, 429]);
    await waitFor(() => answers.every((answer) => answeringInstance(answer) !== -1), 5_000);
    expect(new Set(answers.map(answeringInstance)).size, "the posts reached more than one instance").toBeGreaterThan(1);
    expect(problemOf(answers[5]!)).toBe(RATE_LIMITED_TEXT);
    expect(Number(answers[5]!.headers["retry-after"])).toBeGreaterThan(9 * 60);

    const parallel = newClientAddress();
    const burst = await Promise.all(Array.from({ length: 9 }, (_, index) => postInquiry(3000 + index, backdatedToken(), parallel)));
    expect(burst.filter((answer) => answer.status === 303), "parallel posts cannot share out more than the limit").toHaveLength(RATE_LIMIT);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(9 - RATE_LIMIT);
    expect(await metricTotal('site_inquiries_total{outcome="rate-limited"}'), "the refusals in the instances' metrics").toBe(1 + 9 - RATE_LIMIT);
    expect((await viaNginx("/metrics")).status, "the metrics are not served through the site").toBe(404);
  });

  it("stops an instance on SIGTERM under load without a failed page view or a lost inquiry, and mails each inquiry once", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const pageStatuses = new Map<string, number>();
    const acknowledged = new Set<string>();
    const postOutcomes = new Map<string, number>();
    const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    let loading = true;
    const views = runPool(Number.MAX_SAFE_INTEGER, 6, async (index) => {
      const answer = await viaNginx(RENDERED_PATHS[index % RENDERED_PATHS.length]!, { agent, timeoutMs: 15_000 }).catch((error: Error) => error);
      count(pageStatuses, answer instanceof Error ? answer.message : String(answer.status));
    }, () => !loading);
    const inquiries = runPool(Number.MAX_SAFE_INTEGER, 2, async (index) => {
      const answer = await postInquiry(4000 + index, backdatedToken(), newClientAddress()).catch((error: Error) => error);
      if (answer instanceof Error) return void count(postOutcomes, answer.message);
      count(postOutcomes, String(answer.status));
      const reference = referenceOf(answer.headers.location);
      if (answer.status === 303 && reference) acknowledged.add(reference);
    }, () => !loading);

    // Counts, not rates: on a loaded machine an inquiry takes seconds, and the stop must still hold.
    await waitFor(() => acknowledged.size >= 5, 60_000);
    const stopping = instances[1]!;
    // A keep-alive connection of the instance's own, open before it is told to stop.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const beforeStop = await httpRequest(stopping.origin + RENDERED_PATHS[0], { agent: keepAlive });
    const stopped = stopping.stop(15_000);
    const signalledAt = Date.now();
    const readiness = await readinessWhileStopping(stopping);
    // A page asked for on that connection while the instance drains.
    const lastPage = httpRequest(stopping.origin + RENDERED_PATHS[0], { agent: keepAlive });
    const exit = await stopped;
    const stopMs = Date.now() - signalledAt;
    const acknowledgedAtExit = acknowledged.size;
    await waitFor(() => acknowledged.size >= acknowledgedAtExit + 5, 60_000);
    loading = false;
    await Promise.all([views, inquiries]);
    agent.destroy();

    expect(readiness, "/readyz of the stopping instance").toBe("503 draining");
    const notices = stopping.output(400_000).split("\n").filter((line) => !line.includes('"msg":"request completed"'));
    expect(exit, notices.slice(-30).join("\n")).toEqual({ code: 0, signal: null });
    // It answers the page and closes the connection, rather than keeping it until its connections are cut at 8 s.
    const last = await lastPage;
    keepAlive.destroy();
    expect([beforeStop.status, beforeStop.headers.connection]).toEqual([200, "keep-alive"]);
    expect([last.status, last.headers.connection, last.reusedConnection]).toEqual([200, "close", true]);
    expect(stopMs, "the instance ends before it has to cut connections").toBeLessThan(8_000);
    expect(Object.fromEntries(pageStatuses), "every page view during the stop was answered 200").toEqual({ "200": expect.any(Number) });
    // A post that nginx sends on a keep-alive connection the stopping instance has just closed fails with 502 (nginx
    // retries only idempotent requests): the visitor still has the form and its text, and nothing was stored.
    expect([...postOutcomes.keys()].filter((outcome) => outcome !== "303" && outcome !== "502"), "inquiry answers").toEqual([]);
    console.log(`Stopped in ${stopMs} ms; during the stop: page views ${JSON.stringify(Object.fromEntries(pageStatuses))}, inquiries ${JSON.stringify(Object.fromEntries(postOutcomes))}`);

    const stored = new Set((await sql<{ reference: string }[]>`select reference from inquiries`).map((row) => row.reference));
    expect([...acknowledged].filter((reference) => !stored.has(reference)), "acknowledged but not stored").toEqual([]);
    // Every stored inquiry is mailed by one of the two instances left, exactly once.
    await waitFor(() => smtp.received.length >= stored.size, 60_000);
    const mailsPerReference = new Map<string, number>();
    for (const mail of smtp.received) {
      const reference = /\[Inquiry (INQ-[0-9A-Z-]+)\]/.exec(mail.header("Subject") ?? "")?.[1] ?? "none";
      count(mailsPerReference, reference);
    }
    expect([...mailsPerReference].filter(([reference, mails]) => mails !== 1 || !stored.has(reference)), "mails that are not one per inquiry").toEqual([]);
    expect(mailsPerReference.size).toBe(stored.size);
    expect(smtp.connectionErrors, "the stopping instance ended its mail conversation before it exited").toEqual([]);

    // What visitors typed into the form reaches the database and the mail, and no log line.
    for (const instance of instances) expect(instance.output(400_000)).not.toMatch(/hanbit|Purchasing manager|Load test inquiry/i);
  });
});

/** What the stopping instance's /readyz says once it has taken the signal in (until then it still says 200 ready). */
async function readinessWhileStopping(instance: ServerHarness): Promise<string> {
  for (;;) {
    const answer = await httpRequest(`${instance.origin}/readyz`).catch((error: Error) => error);
    if (answer instanceof Error) return answer.message;
    if (answer.status !== 200) return `${answer.status} ${answer.body}`;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Polls a condition of the test's own state (no sleeping a fixed time), failing after timeoutMs. */
async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
