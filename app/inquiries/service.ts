import type { Locale } from "#app/i18n/locales";
import type { RateVerdict } from "#app/database/rate-limit.server";
import type { Inquiry } from "./schema";

export type SubmissionMeta = { locale: Locale; consentAt: Date; privacyPolicyVersion: string };
export type StoredInquiry = { id: string; reference: string; createdAt: Date };

/** What the inquiry form needs from storage; the server process creates one and hands it to the app. */
export interface InquiryService {
  /**
   * Stores the inquiry and the e-mail to sales (its outbox entry) in one transaction and resolves only
   * once both are durable. Rejects, with the database's error, when it cannot: whatever the reason, the visitor's form
   * then answers 503 with their text (submission.server.ts).
   */
  submit(inquiry: Inquiry, meta: SubmissionMeta): Promise<StoredInquiry>;
  /**
   * Takes one of the client's inquiry slots (INQUIRY_RATE_LIMIT, counted in the database for every instance).
   * Rejects, as submit does, when the database cannot count it.
   */
  admit(client: string): Promise<RateVerdict>;
  /** Gives back the slot of an inquiry that could not be stored. */
  readmit(client: string): Promise<void>;
}
