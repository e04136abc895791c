import { z } from "zod";
import { locales } from "#app/i18n/locales";

/** What a subscriber can receive: IR announcements (disclosures), changes to the IR calendar, press releases. */
export const alertTopics = ["announcements", "events", "press"] as const;
export type AlertTopic = (typeof alertTopics)[number];

/**
 * The sign-up form and the subscription's settings, shared by the browser and the server (the authority). Every
 * message is a catalogue key. `topics` is the form's repeated checkbox (FormData.getAll), at least one.
 */
export const alertPreferencesSchema = z.strictObject({
  language: z.enum(locales, "alerts.error.language"),
  topics: z.array(z.enum(alertTopics, "alerts.error.topics")).min(1, "alerts.error.topics").transform((topics) => alertTopics.filter((topic) => topics.includes(topic))),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

export const alertSignupSchema = alertPreferencesSchema.extend({
  email: z.string("inquiry.error.required").trim().max(254, "inquiry.error.tooLong").pipe(z.email("inquiry.error.email")),
  consent: z.literal("on", "alerts.error.consent"),
});
export type AlertSignup = z.infer<typeof alertSignupSchema>;

/** How long a confirmation link works; an address not confirmed by then is deleted. */
export const CONFIRMATION_HOURS = 48;
/** The most mails a sign-up makes the site send to one address in a day, whoever asks. */
export const MAILS_PER_ADDRESS_PER_DAY = 3;
