import { startInquiryRuntime } from "../app/inquiries/runtime.server";
import { createApp } from "./app";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

// postgres.js 3.4.9 can throw from a timer after PostgreSQL drops a connection under load
// (porsager/postgres#1154, #1208): nothing can catch it, yet the pool reconnects on its own, so
// that one error is logged instead of taking the whole site down. Anything else still ends the process.
process.on("uncaughtException", (error) => {
  const fromPostgresTimer = error instanceof TypeError && /postgres[\\/]src[\\/]connection\.js/.test(error.stack ?? "");
  console.error(fromPostgresTimer ? "Ignored postgres.js error after a dropped connection:" : "Uncaught exception:", error);
  if (!fromPostgresTimer) process.exit(1);
});

const inquiries = await startInquiryRuntime();
const { app, buildId } = await createApp({ inquiries: inquiries.service });
const server = app.listen(port, host, () => {
  console.log(`Serving build ${buildId} on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

/** Finishes the requests under way (an inquiry being stored completes), then closes the database. */
function shutdown(signal: string) {
  console.log(`${signal} received: finishing open requests`);
  server.close(async () => {
    await inquiries.stop();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
