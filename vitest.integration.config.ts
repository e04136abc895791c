import { defineConfig } from "vitest/config";

/**
 * Integration tests against the real server process on the production build (run `npm run build` first): load
 * with SIGKILL, a PostgreSQL restart, fuzzed form posts. Each file starts its own servers and databases; one file
 * at a time, as they load both cores.
 */
export default defineConfig({
  test: {
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
