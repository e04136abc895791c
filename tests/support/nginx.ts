/**
 * nginx in front of app instances as deployed: the checked-in site config, deploy/nginx.conf, run as a child process
 * in a throwaway prefix directory. Free of Vitest, so that scripts can use it too.
 */
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort } from "./net";

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const NGINX = "/usr/sbin/nginx";
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const PACKAGES = ["nginx", "libnginx-mod-http-brotli-static"];
/** Whom a master process started by root runs its workers as; they read the site. */
const WORKER = { user: "nobody", group: "nogroup" };
const START_TIMEOUT_MS = 10_000;

export type NginxOptions = {
  /** The app instances, as `127.0.0.1:PORT`: they replace the upstream servers of deploy/nginx.conf. */
  upstreams: string[];
  /** The checkout whose build/client and build/nginx are served, in place of /srv/dalbit: by default this repository. */
  siteRoot?: string;
};

export type RunningNginx = {
  port: number;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Has nginx read its configuration again (SIGHUP, as `systemctl reload nginx` sends): new workers take it up. */
  reload(): void;
  /** Stops nginx (gracefully, then less so) and removes its prefix directory. */
  stop(): Promise<void>;
};

/**
 * Starts nginx on a free port of 127.0.0.1 with deploy/nginx.conf, the very file that is deployed, given only the site
 * root, the upstream servers and the port; resolves once the port answers. A config that nginx refuses fails here with
 * nginx's own words, as `nginx -t` would say them.
 */
export async function startNginx({ upstreams, siteRoot = ROOT }: NginxOptions): Promise<RunningNginx> {
  await ensureNginx();
  if (!existsSync(path.join(siteRoot, "build/nginx/pages.conf"))) {
    throw new Error(`${siteRoot}/build/nginx is missing: run \`npm run build\` first, which writes it`);
  }
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await assertWorkersCanRead(path.join(siteRoot, "build/client/index.html"));
  const port = await freePort();
  const site = renderSite(await readFile(path.join(ROOT, "deploy/nginx.conf"), "utf8"), { siteRoot, upstreams, port });
  const prefix = await mkdtemp(path.join(os.tmpdir(), "nginx-"));
  try {
    // The workers write request bodies and large responses to the temporary directories nginx makes in here.
    if (asRoot) await chmod(prefix, 0o755);
    await writeFile(path.join(prefix, "site.conf"), site);
    await writeFile(path.join(prefix, "nginx.conf"), mainConfig(prefix, asRoot));
    const { stop, reload } = await runNginx(prefix, port);
    return { port, origin: `http://127.0.0.1:${port}`, reload, stop: () => stop().finally(() => rm(prefix, { recursive: true, force: true })) };
  } catch (error) {
    await rm(prefix, { recursive: true, force: true });
    throw error;
  }
}

/** Installs Debian's nginx and its Brotli module when they are missing and this process may; says what to install otherwise. */
async function ensureNginx() {
  const missing = [NGINX, BROTLI_STATIC_MODULE].filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`The nginx tests need ${missing.join(" and ")}: install Debian's packages with apt-get install ${PACKAGES.join(" ")}`);
  }
  await run("sh", ["-c", `apt-get update -qq && apt-get install -y -qq ${PACKAGES.join(" ")}`], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    maxBuffer: 16 * 1024 * 1024,
  });
}

async function assertWorkersCanRead(file: string) {
  try {
    await run("runuser", ["-u", WORKER.user, "--", "test", "-r", file]);
  } catch {
    throw new Error(`nginx's workers run as ${WORKER.user} and cannot read ${file}: make the checkout readable to all (chmod -R o+rX)`);
  }
}

/** deploy/nginx.conf for this site root, these upstream servers and this port; a part it no longer has fails loudly. */
function renderSite(template: string, { siteRoot, upstreams, port }: { siteRoot: string; upstreams: string[]; port: number }) {
  if (upstreams.length === 0) throw new Error("nginx needs at least one upstream server");
  const replacements: [string, RegExp, (match: string, indent: string) => string][] = [
    ["the site root /srv/dalbit", /\/srv\/dalbit(?=\/)/g, () => siteRoot],
    [
      "the upstream's server lines",
      /^( *)server \S+;\n(?:\1server \S+;\n)*/m,
      (_, indent) => upstreams.map((upstream) => `${indent}server ${upstream};\n`).join(""),
    ],
    ["`listen 80;`", /^( *)listen 80;$/m, (_, indent) => `${indent}listen 127.0.0.1:${port};`],
  ];
  return replacements.reduce((site, [what, pattern, replace]) => {
    if (!pattern.test(site)) throw new Error(`deploy/nginx.conf has no ${what} to replace: update tests/support/nginx.ts with it`);
    return site.replace(pattern, replace);
  }, template);
}

/** The main context that Debian's /etc/nginx/nginx.conf and modules-enabled/ give the site, with everything kept in `prefix`. */
function mainConfig(prefix: string, asRoot: boolean) {
  const temporary = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`);
  return [
    `load_module ${BROTLI_STATIC_MODULE};`,
    // Only a master process started by root may switch users.
    ...(asRoot ? [`user ${WORKER.user} ${WORKER.group};`] : []),
    // As Debian's nginx.conf has them: a worker per core, files sent with sendfile, a line per request in the access
    // log (as the app writes one per request: the benches compare the two like for like).
    "worker_processes auto;",
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    "events {}",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  sendfile on;",
    "  tcp_nopush on;",
    `  access_log ${prefix}/access.log;`,
    ...temporary,
    `  include ${prefix}/site.conf;`,
    "}",
    "",
  ].join("\n");
}

/** Runs nginx in the foreground and resolves to its stop() and reload() once `port` accepts connections. */
async function runNginx(prefix: string, port: number): Promise<{ stop: () => Promise<void>; reload: () => void }> {
  const child = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    if (!running()) return;
    // QUIT lets the workers finish their requests; TERM and then KILL if that takes too long.
    child.kill("SIGQUIT");
    const timers = [setTimeout(() => child.kill("SIGTERM"), 5000), setTimeout(() => child.kill("SIGKILL"), 10_000)];
    await exited;
    timers.forEach(clearTimeout);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (!running() || Date.now() > deadline) {
      const state = running() ? `did not answer on port ${port} within ${START_TIMEOUT_MS} ms` : "exited while starting";
      await stop();
      const errorLog = await readFile(path.join(prefix, "error.log"), "utf8").catch(() => "");
      throw new Error(`nginx ${state}:\n${stderr}${errorLog}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { stop, reload: () => void child.kill("SIGHUP") };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
