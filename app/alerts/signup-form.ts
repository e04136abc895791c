import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#app/forms/form-fields";
import type { AlertSignup } from "./schema";
import { alertTopics, type AlertTopic } from "#app/site/alert-topics";

/** The sign-up form's values as posted, before the schema reads them: what a refusal shows again. */
export type SignupValues = { email: string; language: string; topics: string[]; consent: string };
export type SignupField = keyof AlertSignup;

export const signupFields = ["email", "language", "topics", "consent"] as const satisfies readonly SignupField[];
/** Every name the sign-up form posts: its fields, the honeypot and the time trap. */
export const signupFormNames: ReadonlySet<string> = new Set([...signupFields, HONEYPOT_FIELD, FORM_TOKEN_FIELD]);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The values of a posted sign-up form (topics are its repeated checkbox). */
export const signupValues = (form: FormData): SignupValues => ({
  email: text(form, "email"),
  language: text(form, "language"),
  topics: form.getAll("topics").filter((topic): topic is string => typeof topic === "string"),
  consent: text(form, "consent"),
});

/** The value of `?sent=` on the page an accepted sign-up goes to. */
export const SIGNED_UP_MARK = "1";

/** The topic a link opens the form with (`?topic=press`): a known one, or none. */
export const presetTopic = (value: string | null): AlertTopic | null => alertTopics.find((topic) => topic === value) ?? null;
