import { z } from "zod";
import { locales } from "#app/i18n/locales";
import { alertTopics } from "#app/site/alert-topics";

export { CONFIRMATION_HOURS, MAILS_PER_ADDRESS_PER_DAY } from "./topics";

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
