import http from "node:http";
import { expect, it } from "vitest";
import { startPostgres } from "../support/postgres";
import { ServerHarness, UNAVAILABLE_TEXT, httpRequest, inquiryFields, referenceOf, sleep, storedReferences, submitForm } from "./support";
import { stopAfterEach } from "./stop-after-each";

const SENDERS = 4;
const BEFORE_MS = 1500;
const OUTAGE_MS = 2500;
/** After the restart, this many accepted submissions in a row (sent after it) show that the site works again. */
const RECOVERED_STREAK = 20;
/** After the restart, /readyz says ready again within this many probes, 200 ms apart. */
const READY_AGAIN_PROBES = 10;
/** A visitor gets an answer, 303 or 503, within this even while the database is away. */
const ANSWER_TIMEOUT_MS = 10_000;

const track = stopAfterEach();

type Answer = { index: number; sentAt: number; ms: number; status: number; retryAfter?: string; reference: string | null; body: string };

it("a PostgreSQL restart in the middle of a run turns into 503 answers with the visitor's text, not lost inquiries", async () => {
  const database = track(await startPostgres(), (cluster) => cluster.stop());
  const harness = track(await ServerHarness.create({ env: { DATABASE_URL: database.databaseUrl } }), (server) => server.dispose());
  await harness.start();
  const token = harness.formToken();
  const agent = new http.Agent({ keepAlive: true, maxSockets: SENDERS });

  const answers: Answer[] = [];
  const failures: string[] = [];
  let next = 0;
  let sending = true;
  let resumedAt = Number.POSITIVE_INFINITY;
  let streak = 0;
  const sender = async () => {
    while (sending) {
      const index = next++;
      const sentAt = Date.now();
      try {
        const answer = await submitForm(harness, inquiryFields(index, token), { agent, timeoutMs: ANSWER_TIMEOUT_MS });
        const retryAfter = answer.headers["retry-after"];
        answers.push({
          index,
          sentAt,
          ms: Date.now() - sentAt,
          status: answer.status,
          retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
          reference: referenceOf(answer.headers.location),
          body: answer.status === 303 ? "" : answer.body,
        });
        if (sentAt > resumedAt) streak = answer.status === 303 ? streak + 1 : 0;
      } catch (error) {
        failures.push(`#${index}: ${(error as Error).message}`);
        if (!harness.running || failures.length >= 20) return; // the server is gone: no point going on
      }
    }
  };
  const load = Promise.all(Array.from({ length: SENDERS }, sender));

  // A probe that gets no answer is one more problem to report with the server's output, not an error that ends the test without it.
  const readiness = () =>
    httpRequest(`${harness.origin}/readyz`, { timeoutMs: ANSWER_TIMEOUT_MS }).then(
      (answer) => `${answer.status} ${answer.body}`,
      (error: Error) => `no answer (${error.message}; server ${harness.running ? "running" : "gone"})`,
    );
  await sleep(BEFORE_MS);
  const readyBefore = await readiness();
  await database.pause(); // pg_ctl stop -m fast, waiting until it has stopped
  const readyDuring = await readiness();
  await sleep(OUTAGE_MS);
  await database.resume();
  resumedAt = Date.now();
  while (streak < RECOVERED_STREAK && Date.now() - resumedAt < 30_000 && harness.running) await sleep(50);
  sending = false;
  // Like a load balancer, probe until ready: one probe just after the restart can still meet a connection that
  // postgres.js had open before it (seen once in some dozens of runs: "terminating connection due to administrator command").
  const unreadyAfter: string[] = [];
  let readyAfter = await readiness();
  while (readyAfter !== "200 ready" && unreadyAfter.length < READY_AGAIN_PROBES) {
    unreadyAfter.push(readyAfter);
    await sleep(200);
    readyAfter = await readiness();
  }
  await load;
  agent.destroy();

  // Every kind of problem at once, so that one run tells all that is wrong.
  const problems: string[] = [];
  const probes = { before: [readyBefore, "200 ready"], during: [readyDuring, "503 database unavailable"], after: [readyAfter, "200 ready"] };
  for (const [when, [got, expected]] of Object.entries(probes)) {
    if (got !== expected) problems.push(`/readyz ${when} the outage: ${got}, not ${expected}`);
  }
  const some = (list: string[]) => list.slice(0, 3).join("; ") + (list.length > 3 ? `; … (${list.length} in all)` : "");
  if (failures.length > 0) problems.push(`${failures.length} submissions without an answer: ${some(failures)}`);
  const unexpected = answers.filter((answer) => answer.status !== 303 && answer.status !== 503);
  for (const status of new Set(unexpected.map((answer) => answer.status))) {
    const these = unexpected.filter((answer) => answer.status === status);
    const page = these[0]!.body;
    const gist = /class="error-view__detail">([^<]*)/.exec(page)?.[1] ?? page.slice(0, 200);
    problems.push(`${these.length} × ${status} (only 303 and 503 may answer), e.g. #${these[0]!.index}: ${gist}`);
  }
  const unavailable = answers.filter((answer) => answer.status === 503);
  if (unavailable.length === 0) problems.push("no 503 answer while PostgreSQL was down");
  for (const answer of unavailable) {
    if (!/^\d+$/.test(answer.retryAfter ?? "")) problems.push(`503 of #${answer.index} without Retry-After`);
    if (!answer.body.includes(UNAVAILABLE_TEXT)) problems.push(`503 of #${answer.index} without the message "${UNAVAILABLE_TEXT}"`);
    // The refusal sends the visitor's text back into the form.
    if (!answer.body.includes(`value="Load test inquiry ${answer.index}"`) || !answer.body.includes(`value="buyer${answer.index}@hanbit.example"`)) {
      problems.push(`503 of #${answer.index} without the visitor's text`);
    }
  }
  if (streak < RECOVERED_STREAK) {
    problems.push(`after the restart, not ${RECOVERED_STREAK} accepted submissions in a row within 30 s (${streak}; server ${harness.running ? "running" : "gone"})`);
  }
  const accepted = answers.filter((answer) => answer.status === 303);
  const unnamed = accepted.filter((answer) => !answer.reference).map((answer) => `#${answer.index}`);
  if (unnamed.length > 0) problems.push(`303 without a reference: ${some(unnamed)}`);
  const stored = await storedReferences(harness.cliEnv());
  const lost = accepted.filter((answer) => answer.reference && !stored.has(answer.reference)).map((answer) => `${answer.reference} (#${answer.index})`);
  if (lost.length > 0) problems.push(`${lost.length} of ${accepted.length} acknowledged inquiries not stored: ${some(lost)}`);

  console.log(
    `PostgreSQL restart: ${answers.length} answers, ${accepted.length} × 303, ${unavailable.length} × 503, ${unexpected.length} other, ` +
      `${failures.length} unanswered; ${stored.size} stored; slowest answer ${Math.max(0, ...answers.map((answer) => answer.ms))} ms; ` +
      `/readyz after it: ${[...unreadyAfter, readyAfter].join(", ")}`,
  );
  expect(problems, `server output:\n${harness.quotedOutput(6000)}`).toEqual([]);
});
