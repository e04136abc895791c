import { afterEach, describe, expect, it, vi } from "vitest";
import { engines, freshDatabaseUrl, freshDataDir, openTimeout, sampleInquiry, sampleMeta } from "../tests/support/engines";
import { startSmtpServer } from "../tests/support/smtp";
import { company } from "#app/config/company";
import { startInquiryRuntime } from "./runtime";

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(engines)("inquiry runtime on %s", (engine) => {
  it(
    "stores submissions and mails sales in the background",
    async () => {
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      const smtp = await startSmtpServer();
      const pglite = engine === "pglite" ? await freshDataDir() : undefined;
      const location = pglite ? { DATA_DIR: pglite.dataDir } : { DATABASE_URL: await freshDatabaseUrl() };
      const runtime = await startInquiryRuntime({ ...location, SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
      try {
        expect(log).toHaveBeenCalledWith(
          expect.stringMatching(
            engine === "pglite"
              ? /^Inquiries: stored in PGlite in .+ \(operator socket .+\.s\.PGSQL\.5432\); mail to \S+ via smtp:\/\/127\.0\.0\.1:\d+$/
              : /^Inquiries: stored in PostgreSQL at 127\.0\.0\.1:\d+\/test_\w+; mail to \S+ via smtp:\/\/127\.0\.0\.1:\d+$/,
          ),
        );
        expect(log).toHaveBeenCalledWith(expect.stringContaining(`mail to ${company.salesEmail} via`));
        const stored = await runtime.service.submit(sampleInquiry(), sampleMeta);
        await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000, interval: 100 });
        expect(smtp.received[0]!.header("Subject")).toContain(stored.reference);
      } finally {
        await runtime.stop();
        await smtp.stop();
        await pglite?.remove();
      }
    },
    openTimeout,
  );
});

it(
  "leaves notifications pending when no SMTP server is configured",
  async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const runtime = await startInquiryRuntime({ DATABASE_URL: await freshDatabaseUrl() });
    try {
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/mail not configured \(no SMTP_URL or SMTP_HOST\): notifications stay pending$/));
      await runtime.service.submit(sampleInquiry(), sampleMeta);
    } finally {
      await runtime.stop();
    }
  },
  openTimeout,
);
