import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { catalogueAssets } from "./scripts/catalogue-assets.ts";

/** The files that replace a module (vi.mock): they run each in a module registry of its own. */
const replacingModules = ["app/config/identity-rename.test.ts", "app/inquiries/store.test.ts"];
const unitTests = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "editor/**/*.test.ts"];

const project = (test: NonNullable<TestProjectInlineConfiguration["test"]>): TestProjectInlineConfiguration => ({
  plugins: [catalogueAssets()],
  define: { __BUILD_ID__: JSON.stringify("test-build"), __BUILD_TIME__: "0" },
  test: { environment: "node", restoreMocks: true, ...test },
});

export default defineConfig({
  test: {
    // A PostgreSQL 15 cluster and a PGlite template for the inquiry storage tests (tests/support), set up once: what
    // the root provides reaches both projects, which would each set it up again if they inherited this option.
    globalSetup: ["tests/support/global-setup.ts"],
    projects: [
      // Each worker imports the app's modules once for all its files, not once a file: the suite took 68 s, of which
      // 15 s importing, and takes 40 s so (2026-11-30, 2 cores). Spies are restored after each test (restoreMocks); the
      // tests with a fake clock put the real one back however they end.
      project({ name: "shared", include: unitTests, exclude: replacingModules, isolate: false }),
      project({ name: "isolated", include: replacingModules }),
    ],
  },
});
