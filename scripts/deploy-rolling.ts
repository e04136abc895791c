/**
 * `npm run deploy:rolling`: builds a release of this checkout and makes it current (scripts/release.ts), reloads nginx
 * (which then serves the release's files with its headers, build/nginx/*.conf), then restarts the instances one at a
 * time, each only once the one before answers /readyz with 200 and the release's build id (X-Build-Id). A build that
 * fails stops the deploy before anything served has changed. An instance that does not come back stops the deploy,
 * and says so: the instances after it still run the old build and nginx sends them the traffic. `--rollback` makes
 * the release before the current one current again and restarts the instances onto it the same way.
 *
 *   npm run deploy:rolling -- [--ports 3001,3002,3003] [--restart 'systemctl restart <package name>@{port}']
 *                             [--reload-nginx 'systemctl reload nginx'] [--skip-build | --rollback]
 *                             [--ready-timeout 60] [--rejoin 10]
 *
 * The systemd unit is named after the package (deploy/<package name>@.service). A stopping instance (SIGTERM, as
 * systemctl restart sends) drains first: it answers reads that come through nginx with 503, which nginx retries on
 * another instance and then sends it nothing more for fail_timeout (deploy/nginx.conf), and it answers the requests
 * under way. The next instance is restarted only once that time has passed after the one before is ready (--rejoin).
 */
import { execSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { parseArgs } from "node:util";
import packageJson from "../package.json" with { type: "json" };
import { waitUntilReady } from "../deploy/wait-ready.ts";
import { buildRelease, previousRelease, switchRelease } from "./release.ts";

export type RollOptions = {
  ports: number[];
  /** The build the instances must serve once restarted. */
  buildId: string;
  /** Restarts the instance on this port; resolves once the restart is under way or done. */
  restart: (port: number) => Promise<void>;
  readyTimeoutMs: number;
  /**
   * How long nginx keeps an instance out once it has answered 503 while draining (fail_timeout in deploy/nginx.conf):
   * the next instance stops only once the one before is back in, or nginx would be left with none and answer 502.
   */
  rejoinMs: number;
  log?: (line: string) => void;
};

/** The build id that build/client/builds/latest.json names (scripts/build-manifest.ts). */
export async function builtId(root: string): Promise<string> {
  const latest = JSON.parse(await readFile(path.join(root, "build/client/builds/latest.json"), "utf8")) as { id: string };
  return latest.id;
}

/** Restarts the instances one at a time, each after the one before is ready with the build. */
export async function rollInstances({ ports, buildId, restart, readyTimeoutMs, rejoinMs, log = console.log }: RollOptions): Promise<void> {
  for (const [index, port] of ports.entries()) {
    log(`Restarting the instance on port ${port} (${index + 1} of ${ports.length})`);
    await restart(port);
    try {
      await waitUntilReady({ port, buildId, timeoutMs: readyTimeoutMs });
    } catch (error) {
      const untouched = ports.slice(index + 1);
      throw new Error(
        `${(error as Error).message} Stopped the deploy: ${untouched.length > 0 ? `the instances on ${untouched.join(", ")} still run the old build` : "no instance left to restart"}.`,
      );
    }
    log(`The instance on port ${port} is ready with build ${buildId}`);
    if (index < ports.length - 1) await delay(rejoinMs);
  }
}

/** A shell command with {port} in it, run for one instance. */
const runCommand = (template: string) => async (port: number) => {
  execSync(template.replaceAll("{port}", String(port)), { stdio: "inherit" });
};

async function main() {
  const { values } = parseArgs({
    options: {
      ports: { type: "string", default: "3001,3002,3003" },
      restart: { type: "string", default: `systemctl restart ${packageJson.name}@{port}` },
      "reload-nginx": { type: "string", default: "systemctl reload nginx" },
      "skip-build": { type: "boolean", default: false },
      rollback: { type: "boolean", default: false },
      "ready-timeout": { type: "string", default: "60" },
      rejoin: { type: "string", default: "10" },
    },
  });
  const ports = values.ports.split(",").map((port) => Number(port.trim()));
  if (ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65_535)) throw new Error(`--ports must list port numbers, not ${values.ports}`);
  const root = path.resolve(import.meta.dirname, "..");
  if (values.rollback) await switchRelease(root, await previousRelease(root));
  else if (!values["skip-build"]) await switchRelease(root, await buildRelease(root));
  const buildId = await builtId(root);
  if (values["reload-nginx"]) execSync(values["reload-nginx"], { stdio: "inherit" });
  await rollInstances({ ports, buildId, restart: runCommand(values.restart), readyTimeoutMs: Number(values["ready-timeout"]) * 1000, rejoinMs: Number(values.rejoin) * 1000 });
  console.log(`Deployed build ${buildId} to ${ports.length} instance(s)`);
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
