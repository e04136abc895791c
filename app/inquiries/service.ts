import type { Locale } from "#app/i18n/locales";
import type { Inquiry } from "./schema";

export type SubmissionMeta = { locale: Locale; consentAt: Date; privacyPolicyVersion: string };
export type StoredInquiry = { id: string; reference: string; createdAt: Date };

/** What the inquiry form needs from storage; the server process creates one and hands it to the app. */
export interface InquiryService {
  /**
   * Stores the inquiry and the e-mail to sales (its outbox entry) in one transaction and resolves only
   * once both are durable. Rejects with DatabaseUnavailableError when the database cannot be reached.
   */
  submit(inquiry: Inquiry, meta: SubmissionMeta): Promise<StoredInquiry>;
}

export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The inquiry database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * By name, not instanceof: the server process and the app's build each carry their own copy of this
 * module, so an error thrown by one is not an instance of the other's class.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === "DatabaseUnavailableError";
}
