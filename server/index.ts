import { startInquiryRuntime } from "../app/inquiries/runtime.server";
import { createApp } from "./app";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

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
