import { defineConfig } from "vitest/config";

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify("test-build") },
  test: { include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
});
