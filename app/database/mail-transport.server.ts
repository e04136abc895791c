import nodemailer, { type SMTPTransportOptions, type Transporter } from "nodemailer";
import { company } from "#app/config/company";

export type MailSettings = {
  transport: Transporter;
  salesAddress: string;
  from: string;
  /** The SMTP server, for log lines (never credentials). */
  description: string;
};

// Quoted, so that a name with a comma or a dot stays one display name.
const defaultMailFrom = `"${company.name.en} website" <${company.noReplyEmail}>`;

/** Short timeouts: a stuck SMTP server must not hold a delivery for nodemailer's default ten minutes. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/**
 * SMTP from SMTP_URL, or SMTP_HOST with SMTP_PORT, SMTP_USER, SMTP_PASSWORD and SMTP_SECURE; null when neither
 * is set. SALES_EMAIL receives the notifications, MAIL_FROM sends them.
 */
export function mailTransportFromEnv(env: NodeJS.ProcessEnv): MailSettings | null {
  const smtp = smtpOptions(env);
  if (!smtp) return null;
  return {
    transport: nodemailer.createTransport(smtp),
    salesAddress: env.SALES_EMAIL || company.salesEmail,
    from: env.MAIL_FROM || defaultMailFrom,
    description: describeSmtp(smtp),
  };
}

function smtpOptions(env: NodeJS.ProcessEnv): SMTPTransportOptions | null {
  if (env.SMTP_URL) {
    if (!/^smtps?:\/\/./.test(env.SMTP_URL)) throw new Error("SMTP_URL must be an smtp:// or smtps:// URL");
    return { url: env.SMTP_URL, ...timeouts };
  }
  if (!env.SMTP_HOST) return null;
  const secure = env.SMTP_SECURE === "true" || env.SMTP_SECURE === "1";
  const port = Number(env.SMTP_PORT || (secure ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT is not a port number: ${env.SMTP_PORT}`);
  const auth = env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined;
  return { host: env.SMTP_HOST, port, secure, auth, ...timeouts };
}

function describeSmtp({ url, host, port, secure }: SMTPTransportOptions) {
  if (!url) return `smtp${secure ? "s" : ""}://${host}:${port}`;
  const { protocol, host: server } = new URL(url);
  return `${protocol}//${server}`;
}
