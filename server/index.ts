import { createApp } from "./app";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const { app, buildId } = await createApp();
const server = app.listen(port, host, () => {
  console.log(`Serving build ${buildId} on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

function shutdown(signal: string) {
  console.log(`${signal} received: finishing open requests`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
