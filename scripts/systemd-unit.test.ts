import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { serverEnvironment, serverNodeOptions } from "./start-command";

const ROOT = path.resolve(import.meta.dirname, "..");
const UNIT = "dalbit-website@.service";
/** Where the unit expects the checkout and the settings, as deploy/nginx.conf does. */
const INSTALL_DIR = "/srv/dalbit";
const ENV_FILE = "/etc/dalbit-website/env";

const temporaryDirs: string[] = [];
afterAll(() => Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * systemd-analyze verify checks that each command's binary exists: it reads a copy of the unit whose install directory
 * is this checkout and whose pinned Node is the one running the tests. It needs no running systemd (a chroot will do).
 */
async function verify(unitText: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "systemd-unit-"));
  temporaryDirs.push(dir);
  const rewritten = unitText
    .replaceAll(`${INSTALL_DIR}/node_modules/.bin/node`, process.execPath)
    .replaceAll(INSTALL_DIR, ROOT)
    .replaceAll(ENV_FILE, path.join(ROOT, "deploy/dalbit-website.env"));
  await writeFile(path.join(dir, UNIT), rewritten);
  const { stdout, stderr } = await promisify(execFile)("systemd-analyze", ["verify", "--man=no", path.join(dir, UNIT.replace("@", "@3001"))]).catch(
    (error: { stdout: string; stderr: string }) => error,
  );
  return { output: `${stdout}${stderr}`.trim() };
}

describe("deploy/dalbit-website@.service", () => {
  it("starts the server as npm start does, and passes systemd-analyze verify without a warning", async () => {
    const unit = await readFile(path.join(ROOT, "deploy", UNIT), "utf8");
    expect(unit).toContain(`ExecStart=${[`${INSTALL_DIR}/node_modules/.bin/node`, ...serverNodeOptions, "server.js"].join(" ")}\n`);
    for (const [name, value] of Object.entries(serverEnvironment)) expect(unit).toContain(`Environment=${name}=${value}\n`);
    expect((await verify(unit)).output).toBe("");
  });

  it("is a check that fails on a misspelt setting and on a missing binary", async () => {
    const unit = await readFile(path.join(ROOT, "deploy", UNIT), "utf8");
    expect((await verify(unit.replace("LockPersonality=", "LockPersonalty="))).output).toMatch(/Unknown key 'LockPersonalty'/);
    expect((await verify(unit.replace(/^ExecStart=\S+/m, "ExecStart=/nonexistent/node"))).output).toMatch(/not executable/);
  });
});
