import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAlertService } from "#app/alerts/store.server";
import { alertTokens } from "#app/alerts/tokens.server";
import { openDatabase } from "#app/database/database.server";
import { startInquiryRuntime } from "../server/runtime";
import { createInquiryService } from "#app/inquiries/store.server";
import { freshDatabaseUrl, freshDataDir, openTimeout, sampleInquiry, sampleMeta } from "../tests/support/engines";
import { startSmtpServer, type TestSmtpServer } from "../tests/support/smtp";
import { cutoffBefore, runInquiriesCli } from "./inquiries";

async function cli(env: NodeJS.ProcessEnv, ...args: string[]) {
  let out = "";
  let err = "";
  const code = await runInquiriesCli(args, { env, out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

describe("usage", () => {
  it.each([
    [[], "no command given"],
    [["frobnicate"], "unknown command: frobnicate"],
    [["list", "--limit", "0"], "--limit needs a positive whole number"],
    [["list", "--since", "yesterday"], "--since needs a date like 2026-01-31"],
    [["list", "--format", "csv"], "Unknown option '--format'"],
    [["show"], "give exactly one id or reference"],
    [["export"], "export needs --format csv or --format json"],
    [["export", "--format", "xml"], "export needs --format csv or --format json"],
    [["purge"], "purge needs --older-than DURATION"],
    [["purge", "--older-than", "12"], "--older-than needs a duration like 365d"],
  ])("%j fails with exit code 2", async (args, message) => {
    const { code, out, err } = await cli({}, ...args);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toContain(`inquiries: ${message}`);
    expect(err).toContain("Usage: npm run -s inquiries -- <command> [options]");
  });

  it("prints the usage on help", async () => {
    expect(await cli({}, "help")).toEqual({ code: 0, out: expect.stringContaining("purge --older-than DURATION"), err: "" });
  });

  it("reads durations in days, weeks, months and years", () => {
    const now = new Date("2026-03-31T12:00:00Z");
    expect(cutoffBefore("365d", now).toISOString()).toBe("2025-03-31T12:00:00.000Z");
    expect(cutoffBefore("2w", now).toISOString()).toBe("2026-03-17T12:00:00.000Z");
    expect(cutoffBefore("6m", now).toISOString()).toBe("2025-10-01T12:00:00.000Z"); // 31 September rolls over
    expect(cutoffBefore("1y", now).toISOString()).toBe("2025-03-31T12:00:00.000Z");
    expect(() => cutoffBefore("0d", now)).toThrow(/--older-than/);
  });
});

// Each command opens the store as `npm run inquiries` does: PGlite takes seconds to start on a busy machine.
describe("with a PGlite data directory and no server", { timeout: openTimeout }, () => {
  let env: NodeJS.ProcessEnv;
  let remove: () => Promise<void>;
  let references: string[];

  beforeAll(async () => {
    const fresh = await freshDataDir();
    remove = fresh.remove;
    env = { DATA_DIR: fresh.dataDir };
    const database = await openDatabase({ dataDir: fresh.dataDir });
    const service = createInquiryService(database.db);
    references = [];
    for (const company of ["Hanbit Motors", "한빛모터스 주식회사", "=cmd|' /C calc'!A0"]) {
      references.push((await service.submit(sampleInquiry({ company }), sampleMeta)).reference);
    }
    const alerts = createAlertService(database.db, alertTokens("cli test"));
    await alerts.signUp({ email: "analyst@fund.example", language: "ja", topics: ["announcements", "press"] }, sampleMeta);
    await alerts.signUp({ email: "=cmd|' /C calc'!A0@fund.example", language: "ko", topics: ["events"] }, sampleMeta);
    await database.close();
  }, openTimeout);
  afterAll(() => remove?.());

  it("lists the inquiries in a table, and names the store it read", async () => {
    const { code, out, err } = await cli(env, "list", "--limit", "2");
    expect(code).toBe(0);
    expect(err).toBe(`inquiries: using PGlite in ${path.resolve(env.DATA_DIR!)}\n`);
    const lines = out.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^REFERENCE\s+CREATED \(UTC\)\s+COMPANY\s+TITLE\s+MAIL$/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${references[2]}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  =cmd\\|' /C calc'!A0\\s+Radar front-end for a 2028 platform\\s+pending$`));
    // Hangul takes two terminal columns: the MAIL column still lines up.
    const column = (line: string) => [...line.slice(0, line.indexOf("pending"))].reduce((n, c) => n + (/[\uac00-\ud7a3]/.test(c) ? 2 : 1), 0);
    expect(lines[2]).toContain("한빛모터스 주식회사");
    expect(column(lines[2]!)).toBe(column(lines[1]!));
    expect(await cli(env, "list", "--since", "2999-01-01")).toMatchObject({ code: 0, out: "No inquiries.\n" });
  });

  it("shows every field and the mail state of one inquiry", async () => {
    const { code, out } = await cli(env, "show", references[0]!);
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`^Reference\\s+${references[0]}$`, "m"));
    expect(out).toMatch(/^Company\s+Hanbit Motors$/m);
    expect(out).toMatch(/^Contents\s+Please send the datasheet\.\n\s+And a price indication\.$/m);
    expect(out).toMatch(/^Privacy policy version\s+2026-06-01$/m);
    expect(out).toMatch(/^Mail \(sales-notification\)\s+pending, 0 failed attempt\(s\), next \d{4}-/m);
    expect(await cli(env, "show", "INQ-20000101-ZZZZZZ")).toMatchObject({
      code: 1,
      out: "",
      err: expect.stringMatching(/inquiries: no inquiry with the id or reference INQ-20000101-ZZZZZZ\n$/),
    });
  });

  it("exports CSV and JSON to standard output", async () => {
    const csv = await cli(env, "export", "--format", "csv");
    expect(csv.code).toBe(0);
    expect(csv.out.startsWith('\uFEFF"id","reference"')).toBe(true);
    expect(csv.out).toContain(`"'=cmd|' /C calc'!A0"`);
    const json = await cli(env, "export", "--format", "json", "--since", "2000-01-01");
    expect((JSON.parse(json.out) as { reference: string }[]).map((row) => row.reference)).toEqual(references);
  });

  it("lists, exports and deletes the e-mail alert subscribers", async () => {
    const { code, out, err } = await cli(env, "subscribers", "list");
    expect(code).toBe(0);
    expect(err).toBe(`inquiries: using PGlite in ${path.resolve(env.DATA_DIR!)}\n`);
    const lines = out.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^EMAIL\s+LANGUAGE\s+TOPICS\s+SIGNED UP \(UTC\)\s+CONFIRMED \(UTC\)$/);
    expect(lines[1]).toMatch(/^analyst@fund\.example\s+ja\s+announcements press\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+pending$/);
    expect(lines).toHaveLength(3);

    const csv = await cli(env, "subscribers", "export", "--format", "csv");
    const [header, analyst] = csv.out.split("\r\n");
    expect(header).toBe('\uFEFF"id","email","language","topics","requested_at","confirmed_at","consent_at","privacy_policy_version"');
    expect(analyst).toMatch(/^"[0-9a-f-]{36}","analyst@fund\.example","ja","announcements press","\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z","","2026-11-22T09:00:00\.000Z","2026-06-01"$/);
    expect(csv.out).toContain(`"'=cmd|' /c calc'!a0@fund.example","ko","events"`);
    expect(JSON.parse((await cli(env, "subscribers", "export", "--format", "json")).out)).toHaveLength(2);

    expect(await cli(env, "subscribers", "delete", "Analyst@Fund.example")).toMatchObject({
      code: 0,
      out: "Deleted the subscriber analyst@fund.example and the alert mails not yet sent to them.\n",
    });
    expect(await cli(env, "subscribers", "delete", "analyst@fund.example")).toMatchObject({ code: 1, out: "", err: expect.stringMatching(/inquiries: no subscriber with the address analyst@fund\.example\n$/) });
    expect((await cli(env, "subscribers", "delete")).code).toBe(2);
    expect((await cli(env, "subscribers", "list")).out.trimEnd().split("\n")).toHaveLength(2);
  });

  it("purges old inquiries", async () => {
    expect(await cli(env, "purge", "--older-than", "30d")).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Deleted 0 inquiries received before \d{4}-.+Z\.\n$/),
    });
  });
});

describe("while the server runs", { timeout: openTimeout }, () => {
  let smtp: TestSmtpServer;
  let runtime: Awaited<ReturnType<typeof startInquiryRuntime>>;
  let env: NodeJS.ProcessEnv;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    smtp = await startSmtpServer();
    const fresh = await freshDataDir();
    remove = fresh.remove;
    env = { DATA_DIR: fresh.dataDir };
    runtime = await startInquiryRuntime({ ...env, SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
  }, openTimeout);
  afterAll(async () => {
    await runtime?.stop();
    await smtp?.stop();
    await remove?.();
    vi.restoreAllMocks();
  });

  it("reaches the PGlite data through the server's socket, and says so", async () => {
    const stored = await runtime.service.submit(sampleInquiry(), sampleMeta);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000, interval: 100 });
    const list = await cli(env, "list");
    expect(list.code).toBe(0);
    expect(list.err).toBe(`inquiries: using PGlite served by the running server on ${path.resolve(env.DATA_DIR!, ".s.PGSQL.5432")}\n`);
    expect(list.out).toMatch(new RegExp(`^${stored.reference} .+ sent$`, "m"));
    const show = await cli(env, "show", stored.id);
    expect(show.out).toMatch(/^Mail \(sales-notification\)\s+sent \d{4}-.+ after 1 attempt\(s\)$/m);
    expect((await cli(env, "purge", "--older-than", "1d")).code).toBe(0);
    // The server carries on undisturbed.
    await runtime.service.submit(sampleInquiry(), sampleMeta);
    expect((await cli(env, "list")).out.trimEnd().split("\n")).toHaveLength(3);
  });
});

describe("with DATABASE_URL", () => {
  it(
    "uses PostgreSQL",
    async () => {
      const env = { DATABASE_URL: await freshDatabaseUrl() };
      const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
      const stored = await createInquiryService(database.db).submit(sampleInquiry(), sampleMeta);
      await database.close();
      const { code, out, err } = await cli(env, "list");
      expect(code).toBe(0);
      expect(out).toContain(stored.reference);
      expect(err).toMatch(/^inquiries: using PostgreSQL at 127\.0\.0\.1:\d+\/test_\w+\n$/);
    },
    openTimeout,
  );
});

describe("where there is no store", () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), "inquiries-none-"));
  });
  afterAll(() => rm(parent, { recursive: true, force: true }));

  it.each([[["list"]], [["subscribers", "list"]]])("%j names the directory it looked in, and creates nothing there", async (args) => {
    const dataDir = path.join(parent, "pglite");
    expect(await cli({ DATA_DIR: dataDir }, ...args)).toEqual({
      code: 1,
      out: "",
      err: `inquiries: no store in ${dataDir}: set DATA_DIR to the server's data directory, or DATABASE_URL to its PostgreSQL; this command creates none\n`,
    });
    expect(existsSync(dataDir)).toBe(false);
  });

  it("says that DATA_DIR is not set when it looked in the default directory, and creates nothing there", async () => {
    const cwd = process.cwd();
    process.chdir(parent);
    try {
      expect(await cli({}, "subscribers", "list")).toEqual({
        code: 1,
        out: "",
        err: `inquiries: no store in ${path.join(parent, "data", "pglite")} (DATA_DIR is not set): set DATA_DIR to the server's data directory, or DATABASE_URL to its PostgreSQL; this command creates none\n`,
      });
      expect(existsSync(path.join(parent, "data"))).toBe(false);
    } finally {
      process.chdir(cwd);
    }
  });
});
