import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/inquiries/db-schema.server.ts",
  out: "./drizzle",
});
