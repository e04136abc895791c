import { spawn, type ChildProcess, execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../support/net";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** Held by the test worker building a copy (a directory, made atomically, with the builder's pid in it). */
const BUILD_LOCK = path.join(ROOT, ".reports", "copy-build.lock");

/**
 * A copy of this checkout's files (tracked and new, not ignored) in a temporary directory, sharing its node_modules:
 * a working tree the content editor may write to and the site may be built from, while this one stays as it is.
 */
export class CheckoutCopy {
  private readonly processes: ChildProcess[] = [];

  private constructor(readonly root: string) {}

  static create(): CheckoutCopy {
    const root = mkdtempSync(path.join(os.tmpdir(), "checkout-copy-"));
    const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT }).toString().split("\0");
    for (const file of listed) {
      if (file && existsSync(path.join(ROOT, file))) cpSync(path.join(ROOT, file), path.join(root, file));
    }
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"));
    return new CheckoutCopy(root);
  }

  path(...parts: string[]) {
    return path.join(this.root, ...parts);
  }

  /** Runs a command in the copy and resolves when it ends well; its output is in the error when it does not. */
  run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { cwd: this.root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.once("error", reject);
      child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} ended with ${code}:\n${output.slice(-4000)}`))));
    });
  }

  /**
   * Builds the site in the copy, one copy at a time across the test workers: two builds at once on two cores, beside
   * the tests' own server, can outlast React Router's 10 s limit on each prerendered page (not configurable). Even one
   * did, once, on a fresh machine beside two workers' browsers: its first page, which loads the server bundle, failed
   * ("Prerender: Request failed for /"). Such a build is run once more; any other failure ends the test.
   */
  async build(): Promise<void> {
    await takeBuildLock();
    const build = () => this.run(path.join(ROOT, "node_modules/.bin/react-router"), ["build"]);
    try {
      await build().catch((error: Error) => {
        if (!/Prerender: Request (failed|timed out) for /.test(error.message)) throw error;
        return build();
      });
    } finally {
      rmSync(BUILD_LOCK, { recursive: true, force: true });
    }
  }

  /** Starts a server of the copy and resolves with its origin once `readyPath` answers 200. */
  async serve(args: string[], env: NodeJS.ProcessEnv, readyPath: string, timeoutMs = 120_000): Promise<string> {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, args, { cwd: this.root, env: { ...process.env, ...env, PORT: String(port), EDITOR_PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "pipe"] });
    this.processes.push(child);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited:\n${output.slice(-4000)}`);
      const ready = await fetch(origin + readyPath).then((response) => response.ok, () => false);
      if (ready) return origin;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${args.join(" ")} did not answer ${readyPath} within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`);
  }

  dispose() {
    for (const child of this.processes) child.kill();
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** Waits for the build lock; a lock whose process has ended (a test run that was killed) is taken over. */
async function takeBuildLock() {
  mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      writeFileSync(path.join(BUILD_LOCK, "pid"), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (!holderRuns()) rmSync(BUILD_LOCK, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function holderRuns(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(BUILD_LOCK, "pid"), "utf8"));
  } catch {
    // Made, and its pid not yet written: the holder is starting.
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
