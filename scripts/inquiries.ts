import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { deleteSubscriberByAddress, exportSubscribers, listSubscribers } from "#app/alerts/store.server";
import { DataDirInUseError } from "#app/database/data-dir-lock.server";
import { defaultDataDir, embeddedDataDir, holdsEmbeddedStore, openDatabase, type Database, type OpenedDatabase } from "#app/database/database.server";
import { connectServedPGlite, SocketBusyError } from "#app/database/pglite-socket.server";
import {
  exportInquiries,
  findInquiry,
  listInquiries,
  purgeInquiriesOlderThan,
  type InquiryDetails,
  type InquirySummary,
} from "#app/inquiries/store.server";

const usage = `Usage: npm run -s inquiries -- <command> [options]

Commands:
  list [--since DATE] [--limit N]          newest inquiries first (default limit 50)
  show <id|reference>                      every field of one inquiry and its mail to sales
  export --format csv|json [--since DATE]  all inquiries (since DATE) to standard output
  purge --older-than DURATION              delete inquiries older than e.g. 365d, 12w, 6m or 2y
  subscribers list                         the e-mail alert subscribers, oldest first
  subscribers export --format csv|json     every subscriber to standard output
  subscribers delete <address>             delete a subscriber (and the mails not yet sent), on their request

DATE is YYYY-MM-DD (UTC) or an ISO 8601 date and time.
The database: PostgreSQL when DATABASE_URL is set; otherwise the PGlite data in DATA_DIR (default ${defaultDataDir};
an instance of the systemd unit keeps it in pglite/ of its state directory: docs/operating.md), reached through the
running server's socket, or opened directly when no server runs. The command names the store it uses on standard
error, and never creates one.
`;

export type CliIo = { env: NodeJS.ProcessEnv; out(text: string): void; err(text: string): void };

class UsageError extends Error {}
class OperatorError extends Error {}

/** Runs one command; resolves to the exit code (2 for bad usage, 1 for a failure). */
export async function runInquiriesCli(args: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === "help" || command === "--help" || command === "-h") {
    io.out(usage);
    return 0;
  }
  try {
    const run = parseCommand(command, rest);
    const database = await openForOperator(io.env);
    io.err(`inquiries: using ${database.description}\n`);
    try {
      await run(database.db, io);
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`inquiries: ${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof OperatorError) {
      io.err(`inquiries: ${error.message}\n`);
      return 1;
    }
    io.err(`inquiries: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

type Command = (db: Database, io: CliIo) => Promise<void>;

function parseCommand(command: string | undefined, args: string[]): Command {
  switch (command) {
    case "list": {
      const { values } = parse(args, { since: { type: "string" }, limit: { type: "string" } }, 0);
      const since = values.since === undefined ? undefined : parseDate(values.since, "--since");
      const limit = values.limit === undefined ? undefined : parseLimit(values.limit);
      return async (db, io) => io.out(formatList(await listInquiries(db, { since, limit })));
    }
    case "show": {
      const { positionals } = parse(args, {}, 1);
      const key = positionals[0]!;
      return async (db, io) => {
        const found = await findInquiry(db, key);
        if (!found) throw new OperatorError(`no inquiry with the id or reference ${key}`);
        io.out(formatDetails(found));
      };
    }
    case "export": {
      const { values } = parse(args, { format: { type: "string" }, since: { type: "string" } }, 0);
      const format = values.format;
      if (format !== "csv" && format !== "json") throw new UsageError("export needs --format csv or --format json");
      const since = values.since === undefined ? undefined : parseDate(values.since, "--since");
      return async (db, io) => io.out(await exportInquiries(db, { format, since }));
    }
    case "purge": {
      const { values } = parse(args, { "older-than": { type: "string" } }, 0);
      const duration = values["older-than"];
      if (duration === undefined) throw new UsageError("purge needs --older-than DURATION, e.g. --older-than 365d");
      const cutoff = cutoffBefore(duration, new Date());
      return async (db, io) => {
        const count = await purgeInquiriesOlderThan(db, cutoff);
        io.out(`Deleted ${count} ${count === 1 ? "inquiry" : "inquiries"} received before ${cutoff.toISOString()}.\n`);
      };
    }
    case "subscribers":
      return subscribersCommand(args);
    case undefined:
      throw new UsageError("no command given");
    default:
      throw new UsageError(`unknown command: ${command}`);
  }
}

function subscribersCommand([command, ...args]: string[]): Command {
  switch (command) {
    case "list":
      parse(args, {}, 0);
      return async (db, io) => io.out(formatSubscribers(await listSubscribers(db)));
    case "export": {
      const { values } = parse(args, { format: { type: "string" } }, 0);
      const format = values.format;
      if (format !== "csv" && format !== "json") throw new UsageError("subscribers export needs --format csv or --format json");
      return async (db, io) => io.out(await exportSubscribers(db, format));
    }
    case "delete": {
      const address = parse(args, {}, 1, "give exactly one e-mail address").positionals[0]!;
      return async (db, io) => {
        if ((await deleteSubscriberByAddress(db, address)) === 0) throw new OperatorError(`no subscriber with the address ${address}`);
        io.out(`Deleted the subscriber ${address.trim().toLowerCase()} and the alert mails not yet sent to them.\n`);
      };
    }
    default:
      throw new UsageError(command === undefined ? "subscribers needs list, export or delete" : `unknown subscribers command: ${command}`);
  }
}

function parse<T extends NonNullable<ParseArgsConfig["options"]>>(args: string[], options: T, positionals: number, positionalMissing = "give exactly one id or reference") {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: positionals > 0, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.positionals.length !== positionals) {
    throw new UsageError(positionals === 1 ? positionalMissing : `unexpected argument: ${parsed.positionals[0]}`);
  }
  return parsed;
}

function parseDate(text: string, option: string): Date {
  const date = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) || Number.isNaN(date.getTime())) {
    throw new UsageError(`${option} needs a date like 2026-01-31, not ${JSON.stringify(text)}`);
  }
  return date;
}

function parseLimit(text: string): number {
  const limit = Number(text);
  if (!/^\d+$/.test(text) || limit < 1) throw new UsageError(`--limit needs a positive whole number, not ${JSON.stringify(text)}`);
  return limit;
}

/** The moment DURATION (365d, 12w, 6m, 2y) before now; months and years by the calendar, in UTC. */
export function cutoffBefore(duration: string, now: Date): Date {
  const match = /^(\d+)([dwmy])$/.exec(duration);
  const amount = Number(match?.[1]);
  if (!match || !(amount > 0)) {
    throw new UsageError(`--older-than needs a duration like 365d, 12w, 6m or 2y, not ${JSON.stringify(duration)}`);
  }
  const cutoff = new Date(now);
  switch (match[2]) {
    case "d":
      cutoff.setUTCDate(cutoff.getUTCDate() - amount);
      break;
    case "w":
      cutoff.setUTCDate(cutoff.getUTCDate() - 7 * amount);
      break;
    case "m":
      cutoff.setUTCMonth(cutoff.getUTCMonth() - amount);
      break;
    default:
      cutoff.setUTCFullYear(cutoff.getUTCFullYear() - amount);
  }
  return cutoff;
}

/**
 * PostgreSQL when DATABASE_URL is set. Otherwise PGlite, which one process at a time may open: through the running
 * server's socket when there is one, else the data directory itself, when it holds a store. Where there is none (no
 * DATA_DIR set where the server had one, a mistyped one) the operator is told, rather than shown a new, empty store.
 */
async function openForOperator(env: NodeJS.ProcessEnv): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) return openDatabase({ databaseUrl: env.DATABASE_URL });
  const dataDir = embeddedDataDir(env);
  try {
    const served = await connectServedPGlite(dataDir);
    if (served) return served;
    if (!holdsEmbeddedStore(dataDir)) {
      const unset = env.DATA_DIR ? "" : " (DATA_DIR is not set)";
      throw new OperatorError(
        `no store in ${path.resolve(dataDir)}${unset}: set DATA_DIR to the server's data directory, or DATABASE_URL to its PostgreSQL; this command creates none`,
      );
    }
    return await openDatabase({ dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof SocketBusyError) {
      throw new OperatorError(
        `${error.message} (a server starting up, or another inquiries command). Try again in a moment, stop that process, or set DATABASE_URL.`,
      );
    }
    throw error;
  }
}

const timestamp = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");

function mailState(summary: Pick<InquirySummary, "mailStatus" | "mailAttempts">) {
  if (summary.mailStatus === null) return "-";
  if (summary.mailStatus === "sent" || !summary.mailAttempts) return summary.mailStatus;
  return `pending (${summary.mailAttempts} failed)`;
}

function formatList(rows: InquirySummary[]): string {
  if (rows.length === 0) return "No inquiries.\n";
  return table([
    ["REFERENCE", "CREATED (UTC)", "COMPANY", "TITLE", "MAIL"],
    ...rows.map((row) => [row.reference, timestamp(row.createdAt), clip(row.company, 24), clip(row.title, 40), mailState(row)]),
  ]);
}

function formatDetails({ inquiry, outbox }: InquiryDetails): string {
  const entries: [string, string][] = Object.entries(inquiry).map(([key, value]) => [words(key), display(value)]);
  for (const entry of outbox) {
    const state =
      entry.status === "sent"
        ? `sent ${entry.sentAt?.toISOString() ?? ""} after ${entry.attempts} attempt(s)`
        : `pending, ${entry.attempts} failed attempt(s), next ${entry.nextAttemptAt.toISOString()}`;
    entries.push([`Mail (${entry.kind})`, state]);
    if (entry.lastError) entries.push(["Last error", entry.lastError]);
  }
  const width = Math.max(...entries.map(([label]) => label.length));
  return entries.map(([label, value]) => `${label.padEnd(width)}  ${value.replaceAll("\n", `\n${" ".repeat(width + 2)}`)}`).join("\n") + "\n";
}

function formatSubscribers(rows: Awaited<ReturnType<typeof listSubscribers>>): string {
  if (rows.length === 0) return "No subscribers.\n";
  return table([
    ["EMAIL", "LANGUAGE", "TOPICS", "SIGNED UP (UTC)", "CONFIRMED (UTC)"],
    ...rows.map((row) => [row.email, row.language, row.topics.join(" "), timestamp(row.requestedAt), row.confirmedAt ? timestamp(row.confirmedAt) : "pending"]),
  ]);
}

const words = (key: string) => key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/^./, (first) => first.toUpperCase());
const display = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === "" ? "-" : String(value));

/** Korean, Chinese and Japanese characters take two columns in a terminal. */
const wide = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const cells = (text: string) => [...text].reduce((sum, char) => sum + (wide.test(char) ? 2 : 1), 0);

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ");
  if (cells(flat) <= max) return flat;
  let clipped = "";
  for (const char of flat) {
    if (cells(clipped + char) > max - 1) break;
    clipped += char;
  }
  return `${clipped}…`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => cells(row[column] ?? ""))));
  return (
    rows
      .map((row) =>
        row
          .map((cell, column) => cell + " ".repeat((widths[column] ?? 0) - cells(cell)))
          .join("  ")
          .trimEnd(),
      )
      .join("\n") + "\n"
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runInquiriesCli(process.argv.slice(2), {
    env: process.env,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
