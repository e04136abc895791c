import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium";
import { e2eDataDir, e2eMetricsPort, e2ePort as port } from "./tests/e2e/support/ports";
import { BROWSER_TESTS_FORM_SECRET } from "./tests/support/form-token";

/** Browser tests drive Debian's Chromium against the production build served by the real server. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".reports/e2e.json" }]],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // A fresh embedded database for every run; no mail server, so notifications stay pending. The preload opens
    // the server-error page's test address, which no other way of starting the server can. A known FORM_SECRET lets
    // the inquiry tests sign a backdated form token instead of waiting out the time trap.
    command: `rm -rf ${e2eDataDir} && node --import tsx --import ./tests/e2e/support/server-error-probe.ts server.js`,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      METRICS_PORT: String(e2eMetricsPort),
      DATA_DIR: e2eDataDir,
      FORM_SECRET: BROWSER_TESTS_FORM_SECRET,
    },
    url: `http://localhost:${port}/builds/latest.json`,
    reuseExistingServer: false,
    // The embedded database starts in seconds on a quiet machine and in tens of seconds on a loaded one.
    timeout: 120_000,
  },
});
