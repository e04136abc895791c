import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { benchReport, renderBenchResult, writeBenchResult } from "./bench-result";

const context = { command: "npm run bench:memory -- --runs=3", date: "2026-12-01T09:00:00Z", commit: "abc1234", host: "Node v24.21.0, 2 cores, load average 0.5 0.4 0.3 as it ended" };

afterEach(() => vi.restoreAllMocks());

test("a bench's report keeps each printed line, as printed", () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const report = benchReport();
  report.print("\nIndex per language:");
  report.print("a  b\n-  -");
  expect(report.lines).toEqual(["", "Index per language:", "a  b", "-  -"]);
  expect(console.log).toHaveBeenCalledWith("a  b\n-  -");
});

test("the result file names the command, the time, the commit and the host, then the lines in a text block", () => {
  expect(renderBenchResult("memory", ["", "ready: 730 ms   ", ""], context)).toBe(
    [
      "# memory",
      "",
      "Written by `npm run bench:memory -- --runs=3` on 2026-12-01T09:00:00Z, commit abc1234; Node v24.21.0, 2 cores, load average 0.5 0.4 0.3 as it ended. What the bench printed:",
      "",
      "```text",
      "ready: 730 ms",
      "```",
      "",
    ].join("\n"),
  );
});

test("writeBenchResult writes <name>.md into the results folder, and takes only plain names", () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-result-"));
  try {
    const file = writeBenchResult("inquiry-postgres-nginx-3-instances", ["accepted (303): 5000"], { dir, context });
    expect(file).toBe(path.join(dir, "inquiry-postgres-nginx-3-instances.md"));
    expect(readFileSync(file, "utf8")).toContain("accepted (303): 5000");
    expect(() => writeBenchResult("../escape", [], { dir, context })).toThrow(/plain|lower-case/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
