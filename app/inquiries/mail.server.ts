import type { SendMailOptions } from "nodemailer";
import { z } from "zod";
import { company } from "#app/config/company";
import type { MailSettings } from "#app/database/mail-transport.server";
import type { InquiryRow } from "#app/database/schema.server";
import { inquiryFields, type InquiryField } from "./schema";

/**
 * Text bound for a header. Control characters (CR and LF above all) and line or paragraph separators become a
 * space, so no visitor's text can end a header and begin another; nodemailer then encodes what is left.
 */
export function headerText(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

const mailbox = z.email();

const bodyFields = inquiryFields.filter((field): field is Exclude<InquiryField, "consent"> => field !== "consent");
const label = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/** The notification to sales: every field in plain text, replies going to the visitor. */
export function composeNotification(inquiry: InquiryRow, { salesAddress, from }: Pick<MailSettings, "salesAddress" | "from">): SendMailOptions {
  const lines = [
    `New inquiry ${inquiry.reference}, received ${inquiry.createdAt.toISOString()} (site language: ${inquiry.locale})`,
    "",
    ...bodyFields.map((field) => {
      const value = (inquiry[field] ?? "").replace(/\r\n?/g, "\n").trim();
      return value.includes("\n") ? `${label(field)}:\n  ${value.replaceAll("\n", "\n  ")}` : `${label(field)}: ${value || "-"}`;
    }),
    "",
    `Consent to the privacy policy (version ${inquiry.privacyPolicyVersion}) given ${inquiry.consentAt.toISOString()}`,
  ];
  return {
    from,
    to: salesAddress,
    replyTo: mailbox.safeParse(inquiry.email).success ? { name: headerText(inquiry.company), address: inquiry.email } : undefined,
    subject: headerText(`[Inquiry ${inquiry.reference}] ${inquiry.title}`),
    text: lines.join("\n") + "\n",
  };
}
