import type { Locale } from "#app/i18n/locales";
import type { RateVerdict } from "./rate-limit.server";
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
  /**
   * Takes one of the client's inquiry slots (INQUIRY_RATE_LIMIT, counted in the database for every instance).
   * Rejects with DatabaseUnavailableError when the database cannot be reached.
   */
  admit(client: string): Promise<RateVerdict>;
  /** Gives back the slot of an inquiry that could not be stored. */
  readmit(client: string): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The inquiry database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

export function isDatabaseUnavailable(error: unknown): error is DatabaseUnavailableError {
  return error instanceof DatabaseUnavailableError;
}
