/**
 * The real server (`npm start`: node server.js, on the production build in build/) as a child process, for the
 * integration tests and the inquiry load bench. Free of Vitest, so that scripts can use it too.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, fstatSync, openSync, readSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { signFormToken } from "../support/form-token";
import { freePort } from "../support/net";
import { startNginx, type RunningNginx } from "../support/nginx";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CONTACT_PATH = "/en/view/about/contact";
/** The translated message of a 503 (app/i18n/messages/en.json, inquiry.error.unavailable). */
export const UNAVAILABLE_TEXT = "We cannot store inquiries right now. Your text is still here: please try again in a moment.";
const REFERENCE = /[?&]sent=(INQ-[0-9]{8}-[0-9A-Z]{4,12})(?:&|$)/;

export type ServerOptions = {
  /** Added to (or, when undefined, removed from) the environment the server inherits. */
  env?: Record<string, string | undefined>;
  /** The PGlite data directory; by default a fresh one in a temporary directory that dispose() removes. */
  dataDir?: string;
  /** How long start() waits for the server to answer. PGlite creates a new data directory in seconds. */
  startTimeoutMs?: number;
  /** Start it with `npm start` (the project's script, `node_modules/.bin/node` first on PATH) rather than this process's Node. */
  viaNpmStart?: boolean;
  /** The checkout whose server.js and build/ start() runs: by default this repository. */
  siteRoot?: string;
};

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/**
 * One server, on one free port of 127.0.0.1 and one data directory, that can be started, killed and started again
 * (on the same port and data). NODE_ENV=production; the mail worker is off (no SMTP), the rate limit is off unless
 * env sets it.
 */
export class ServerHarness {
  readonly port: number;
  readonly origin: string;
  readonly contactUrl: string;
  readonly dataDir: string;
  /** The HMAC secret of the form tokens (FORM_SECRET), so that tokens can be made here and outlive a restart. */
  readonly formSecret: string;
  /** The checkout whose server.js and build/ start() runs; a rolling deploy points it at a new build before a restart. */
  siteRoot: string;
  private readonly env: NodeJS.ProcessEnv;
  private readonly tempRoot: string;
  /**
   * Where the server writes its standard output and error, as a service manager would: a file, not a pipe into this
   * process, which in the benches is also the load generator and would read every request's log line.
   */
  private readonly logFile: string;
  private readonly startTimeoutMs: number;
  private readonly viaNpmStart: boolean;
  private child: ChildProcess | null = null;
  private exited: Promise<Exit> | null = null;

  private constructor(port: number, dataDir: string, tempRoot: string, options: ServerOptions) {
    this.port = port;
    this.origin = `http://127.0.0.1:${port}`;
    this.contactUrl = this.origin + CONTACT_PATH;
    this.dataDir = dataDir;
    this.siteRoot = options.siteRoot ?? ROOT;
    this.tempRoot = tempRoot;
    this.logFile = path.join(tempRoot, "server.log");
    this.startTimeoutMs = options.startTimeoutMs ?? 90_000;
    this.viaNpmStart = options.viaNpmStart ?? false;
    this.formSecret = options.env?.FORM_SECRET ?? randomBytes(24).toString("hex");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // As deployed (and as scripts/bench.ts runs it): React's production build renders several times faster.
      NODE_ENV: "production",
      INQUIRY_RATE_LIMIT: "off",
      DATABASE_URL: "",
      SMTP_URL: "",
      SMTP_HOST: "",
      FORM_SECRET: this.formSecret,
    };
    for (const [key, value] of Object.entries(options.env ?? {})) {
      if (value === undefined) delete env[key];
      else env[key] = value;
    }
    Object.assign(env, { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir });
    this.env = env;
  }

  static async create(options: ServerOptions = {}): Promise<ServerHarness> {
    if (!existsSync(path.join(ROOT, "build/server/index.js")) || !existsSync(path.join(ROOT, "build/client/builds/latest.json"))) {
      throw new Error("The server runs the production build: run `npm run build` first.");
    }
    const tempRoot = await mkdtemp(path.join(os.tmpdir(), "inquiry-server-"));
    const dataDir = options.dataDir ?? path.join(tempRoot, "data");
    return new ServerHarness(await freePort(), path.resolve(dataDir), tempRoot, options);
  }

  get running() {
    return this.child !== null;
  }

  get pid() {
    return this.child?.pid;
  }

  /** What the server printed (standard output and error), most recent last; from `fromByte` of its log on. */
  output(lastChars = 20_000, fromByte = 0) {
    if (!existsSync(this.logFile)) return "";
    const fd = openSync(this.logFile, "r");
    try {
      const size = fstatSync(fd).size;
      // Four bytes per character at most: enough bytes for lastChars characters.
      const start = Math.max(fromByte, size - lastChars * 4);
      const bytes = Buffer.alloc(size - start);
      readSync(fd, bytes, 0, bytes.length, start);
      return bytes.toString("utf8").slice(-lastChars);
    } finally {
      closeSync(fd);
    }
  }

  /** The output for an assertion message: quoted, so that the test runner does not take its stack traces for the test's. */
  quotedOutput(lastChars = 6000) {
    return this.output(lastChars).replace(/^/gm, "│ ");
  }

  /** Starts the server and resolves once the contact page answers 200. */
  async start(): Promise<void> {
    if (this.child) throw new Error("The server is already running");
    const startedAt = existsSync(this.logFile) ? statSync(this.logFile).size : 0;
    const log = openSync(this.logFile, "a");
    const [command, args] = this.viaNpmStart ? ["npm", ["start"]] : [process.execPath, [path.join(this.siteRoot, "server.js")]];
    // npm runs the server as its grandchild: in a process group of their own, a signal reaches the server itself.
    const child = spawn(command, args, {
      cwd: this.siteRoot,
      env: this.env,
      stdio: ["ignore", log, log],
      detached: this.viaNpmStart,
    });
    closeSync(log);
    this.child = child;
    this.exited = new Promise<Exit>((resolve) => {
      child.once("exit", (code, signal) => {
        if (this.child === child) this.child = null;
        resolve({ code, signal });
      });
    });

    const deadline = Date.now() + this.startTimeoutMs;
    let exitedEarly = false;
    void this.exited.then(() => (exitedEarly = true));
    while (true) {
      if (exitedEarly) throw new Error(`The server exited while starting:\n${this.output(4000)}`);
      if (Date.now() > deadline) {
        await this.kill();
        throw new Error(`The server did not answer within ${this.startTimeoutMs} ms:\n${this.output(4000)}`);
      }
      if (this.output(Infinity, startedAt).includes("Serving build")) {
        const answer = await httpRequest(this.contactUrl, { timeoutMs: 5000 }).catch(() => null);
        if (answer?.status === 200) return;
      }
      await sleep(100);
    }
  }

  /** SIGKILL: no graceful shutdown, as a crash or the OOM killer would. */
  async kill(): Promise<Exit | null> {
    const { child, exited } = this;
    if (!child || !exited) return null;
    this.signal(child, "SIGKILL");
    return exited;
  }

  private signal(child: ChildProcess, signal: NodeJS.Signals) {
    if (!this.viaNpmStart) return void child.kill(signal);
    try {
      process.kill(-child.pid!, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
  }

  /** SIGTERM, then waits for the process to finish its requests and exit (SIGKILL after the timeout). */
  async stop(timeoutMs = 20_000): Promise<Exit | null> {
    const { child, exited } = this;
    if (!child || !exited) return null;
    this.signal(child, "SIGTERM");
    const timer = setTimeout(() => this.signal(child, "SIGKILL"), timeoutMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
      // What of npm start's group outlived npm itself (nothing, for a server started directly).
      this.signal(child, "SIGKILL");
    }
  }

  /** Stops the server if it runs and removes the temporary directory it made. */
  async dispose(): Promise<void> {
    await this.stop(10_000);
    await rm(this.tempRoot, { recursive: true, force: true });
  }

  /** A form token as the server signs them (app/forms/form-token.server.ts), issued ageMs ago. */
  formToken(ageMs = 60_000): string {
    return signFormToken(this.formSecret, Date.now() - ageMs);
  }

  /** The environment that points the operator CLI at this server's data (PGlite or PostgreSQL). */
  cliEnv(): NodeJS.ProcessEnv {
    return { ...process.env, DATA_DIR: this.dataDir, DATABASE_URL: this.env.DATABASE_URL ?? "" };
  }
}

/** Servers on one PostgreSQL database behind one nginx (deploy/nginx.conf), as the site runs at scale. */
export type ServersBehindNginx = { instances: ServerHarness[]; nginx: RunningNginx; stop: () => Promise<void> };

/**
 * `count` servers on the database at `databaseUrl`, started one after the other as a rolling start does (the first
 * applies the migrations and stores the form secret they all share: no FORM_SECRET), behind one nginx. `env` adds to
 * each instance's environment; `siteRoot` is the checkout they and nginx serve.
 */
export async function startServersBehindNginx(
  count: number,
  databaseUrl: string,
  env: (index: number) => ServerOptions["env"] = () => ({}),
  siteRoot = ROOT,
): Promise<ServersBehindNginx> {
  const instances: ServerHarness[] = [];
  const disposeAll = () => Promise.all(instances.map((instance) => instance.dispose()));
  try {
    for (let index = 0; index < count; index++) {
      instances.push(await ServerHarness.create({ siteRoot, env: { DATABASE_URL: databaseUrl, FORM_SECRET: undefined, SHUTDOWN_DRAIN_MS: "1000", ...env(index) } }));
    }
    for (const instance of instances) await instance.start();
    const nginx = await startNginx({ siteRoot, upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`) });
    return {
      instances,
      nginx,
      stop: async () => {
        await nginx.stop();
        await disposeAll();
      },
    };
  } catch (error) {
    await disposeAll();
    throw error;
  }
}

/** The hidden formToken of a page of the contact form. */
export function formTokenOf(html: string): string {
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("The contact page has no formToken field");
  return token;
}

/** A complete, valid inquiry as the form sends it; index makes the title and text unique. */
export function inquiryFields(index: number, token: string): Record<string, string> {
  return {
    title: `Load test inquiry ${index}`,
    position: "Purchasing manager",
    company: "Hanbit Motors",
    email: `buyer${index}@hanbit.example`,
    introduction: "Tier 1 supplier of ADAS modules",
    region: "Korea",
    application: index % 2 === 0 ? "automotive" : "smart-home",
    product: "",
    concept: "Four-chip cascade",
    schedule: "Samples in Q3",
    quantity: "50k/year",
    contents: `Please send the datasheet (request ${index}).\nAnd a price indication.`,
    consent: "on",
    website: "",
    formToken: token,
  };
}

export const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The reference of a 303 answer's Location (…/view/about/contact?sent=INQ-…), or null. */
export function referenceOf(location: string | undefined | null): string | null {
  return location ? (REFERENCE.exec(location)?.[1] ?? null) : null;
}

export type HttpAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The request went on a keep-alive connection that an earlier request of the same agent had opened. */
  reusedConnection: boolean;
};

/**
 * One HTTP/1.1 request with node:http (an explicit Content-Length for a body, any content type); rejects on a
 * connection error or when no complete answer came within timeoutMs.
 */
export function httpRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    agent,
    timeoutMs = 30_000,
    chunked = false,
    localAddress,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    agent?: http.Agent;
    timeoutMs?: number;
    /** Sends the body chunked, without a Content-Length. */
    chunked?: boolean;
    /** The address to connect from, such as 127.0.0.23: another client, as far as the server can tell. */
    localAddress?: string;
  } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
    const request = http.request(url, {
      method,
      agent: agent ?? false,
      localAddress,
      headers: payload ? { ...(chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(payload.length) }), ...headers } : headers,
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    // `on`, not `once`: a socket can report a second error (a reset after a timeout), which would otherwise be uncaught.
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.once("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      response.once("end", () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8"), reusedConnection: request.reusedSocket });
      });
    });
    request.end(payload);
  });
}

/** POSTs a form to the contact page as the visitor's browser would (same origin, urlencoded). */
export function submitForm(server: Pick<ServerHarness, "origin" | "contactUrl">, fields: Record<string, string>, options: { agent?: http.Agent; timeoutMs?: number } = {}) {
  return httpRequest(server.contactUrl, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: urlencoded(fields),
    ...options,
  });
}

/** Runs the operator CLI (scripts/inquiries.ts) and resolves to its output; rejects on a non-zero exit. */
export function runInquiriesCli(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/inquiries.ts"), ...args], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`inquiries ${args.join(" ")} exited with ${code ?? signal}:\n${err}`));
    });
  });
}

/** Every stored reference, as the operator CLI exports them. */
export async function storedReferences(env: NodeJS.ProcessEnv): Promise<Set<string>> {
  const rows = JSON.parse(await runInquiriesCli(["export", "--format", "json"], env)) as { reference: string }[];
  return new Set(rows.map((row) => row.reference));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs task(0..count-1) with at most `concurrency` under way; stops handing out work once shouldStop() is true. */
export async function runPool(count: number, concurrency: number, task: (index: number) => Promise<void>, shouldStop = () => false) {
  let next = 0;
  const worker = async () => {
    while (next < count && !shouldStop()) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
