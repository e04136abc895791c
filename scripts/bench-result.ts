/**
 * What a bench prints as its figures, kept as it was printed in bench/results/<name>.md, so that the last figures
 * docs/performance.md points to are the bench's own output and not prose copied from it. Each bench prints its
 * report through a `benchReport()` and ends with `writeBenchResult(name, report.lines)`.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BENCH_RESULTS_DIR = path.join(ROOT, "bench", "results");

/** Lines printed to standard output and kept for the bench's result file. */
export function benchReport() {
  const lines: string[] = [];
  return {
    lines,
    print(text = "") {
      console.log(text);
      lines.push(...text.split("\n"));
    },
  };
}

/** The command as typed: `npm run bench:memory -- --runs=3`, or the script itself when npm did not start it. */
function commandLine(): string {
  const args = process.argv.slice(2);
  const script = process.env.npm_lifecycle_event;
  if (script) return `npm run ${script}${args.length > 0 ? ` -- ${args.join(" ")}` : ""}`;
  return ["npx tsx", path.relative(ROOT, process.argv[1] ?? ""), ...args].join(" ");
}

/** The commit measured, marked when the working tree differs from it; empty outside a git checkout. */
function commit(): string {
  try {
    const hash = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const changed = execFileSync("git", ["status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/results"], { cwd: ROOT, encoding: "utf8" }).trim();
    return changed ? `${hash} with uncommitted changes` : hash;
  } catch {
    return "";
  }
}

export type BenchContext = { command: string; date: string; commit: string; host: string };

/** Where and how the figures were taken: the result file's header. */
export function benchContext(now = new Date()): BenchContext {
  return {
    command: commandLine(),
    date: now.toISOString().replace(/\.\d{3}Z$/, "Z"),
    commit: commit(),
    host: `Node ${process.version}, ${os.availableParallelism()} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(" ")} as it ended`,
  };
}

/** The result file's text: a header naming the command, the time, the commit and the host, then the lines as printed. */
export function renderBenchResult(name: string, lines: readonly string[], context: BenchContext): string {
  const printed = lines.map((line) => line.replace(/\s+$/, ""));
  while (printed[0] === "") printed.shift();
  while (printed.at(-1) === "") printed.pop();
  return [
    `# ${name}`,
    "",
    `Written by \`${context.command}\` on ${context.date}${context.commit ? `, commit ${context.commit}` : ""}; ${context.host}. What the bench printed:`,
    "",
    "```text",
    ...printed,
    "```",
    "",
  ].join("\n");
}

/** Writes bench/results/<name>.md (or into `dir`) and says where; returns the file's path. */
export function writeBenchResult(name: string, lines: readonly string[], { dir = BENCH_RESULTS_DIR, context = benchContext() } = {}): string {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`a bench result's name is lower-case letters, digits and dashes: ${name}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.md`);
  writeFileSync(file, renderBenchResult(name, lines, context));
  console.log(`\nWritten to ${path.relative(ROOT, file)}`);
  return file;
}
