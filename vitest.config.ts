import { defineConfig } from "vitest/config";
import { catalogueAssets } from "./scripts/catalogue-assets.ts";

export default defineConfig({
  plugins: [catalogueAssets()],
  define: { __BUILD_ID__: JSON.stringify("test-build"), __BUILD_TIME__: "0" },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "editor/**/*.test.ts"],
    environment: "node",
    // A PostgreSQL 15 cluster and a PGlite template for the inquiry storage tests (tests/support).
    globalSetup: ["tests/support/global-setup.ts"],
  },
});
