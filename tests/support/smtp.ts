import { SMTPServer } from "smtp-server";
import { freePort } from "./net";

export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  raw: string;
  /** Every header line, unfolded, in order; values with encoded words decoded. */
  headers: { name: string; value: string }[];
  header(name: string): string | undefined;
  /** The body, transfer encoding undone. */
  text: string;
};

export type TestSmtpServer = {
  port: number;
  received: ReceivedMail[];
  /** Connections that failed (a client that went away mid-conversation, as a stopped process does), as a mail server logs them. */
  connectionErrors: Error[];
  stop(): Promise<void>;
};

export type SmtpServerOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Runs as a message arrives, before the client is told it was accepted; an error it throws rejects the message (450). */
  onMessage?: (mail: ReceivedMail) => void;
  /** How long the server takes to accept each message, as a slow SMTP server does. */
  stallMs?: number;
};

/** An SMTP server on 127.0.0.1 that accepts every message (unless onMessage refuses it) and keeps it. */
export async function startSmtpServer({ port = 0, onMessage, stallMs = 0 }: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const connectionErrors: Error[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"), {
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((recipient) => recipient.address),
        });
        try {
          onMessage?.(mail);
        } catch (error) {
          callback(error as Error);
          return;
        }
        setTimeout(() => {
          received.push(mail);
          callback();
        }, stallMs);
      });
    },
  });
  // smtp-server emits a connection's socket errors (ECONNRESET when a client exits mid-conversation) on itself.
  server.on("error", (error) => connectionErrors.push(error));
  const listening = port || (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(listening, "127.0.0.1", () => resolve());
  });
  return { port: listening, received, connectionErrors, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function parseMail(raw: string, envelope: ReceivedMail["envelope"]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw
    .slice(0, split)
    .replace(/\r\n(?=[ \t])/g, "")
    .split("\r\n")
    .map((line) => {
      const colon = line.indexOf(":");
      return { name: line.slice(0, colon), value: decodeWords(line.slice(colon + 1).trim()) };
    });
  const header = (name: string) => headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
  const body = raw.slice(split + 4);
  const encoding = header("Content-Transfer-Encoding")?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return { envelope, raw, headers, header, text: text.replace(/\r\n/g, "\n") };
}

function decodeQuotedPrintable(text: string) {
  return decodeURIComponent(
    text
      .replace(/=\r\n/g, "")
      .replaceAll("%", "%25")
      .replace(/=([0-9A-F]{2})/gi, "%$1"),
  );
}

/** RFC 2047 encoded words, as nodemailer writes them for non-ASCII header text. */
function decodeWords(value: string) {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replaceAll("_", " ")),
    );
}
