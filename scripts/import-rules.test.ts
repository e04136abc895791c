import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLI = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");

it("every import follows the layers and rules of .dependency-cruiser.cjs (docs/architecture.md)", async () => {
  const run = await promisify(execFile)(process.execPath, [CLI, "--config", ".dependency-cruiser.cjs", "--output-type", "err", "app", "server", "scripts", "tests", "editor"], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout }) => ({ code: 0, report: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, report: `${error.stdout}${error.stderr}` }),
  );
  expect(run, run.report).toMatchObject({ code: 0 });
}, 120_000);
