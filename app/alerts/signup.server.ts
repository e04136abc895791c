import { redirect, type RouterContextProvider } from "react-router";
import { currentPrivacyPolicyVersion } from "#app/content/privacy.server";
import type { Locale } from "#app/i18n/locales";
import { localizedPath } from "#app/i18n/paths";
import { clientAddressContext, formRefusalContext } from "#app/forms/context";
import { rateLimited, refuseForm, screenForm, unavailable, type RefusalMessages, type RejectedForm } from "#app/forms/form-refusal.server";
import { fieldErrors, type FieldErrors } from "#app/forms/form-fields";
import { storeFailureCause } from "#app/database/failures.server";
import { pages } from "#app/site/pages";
import { alertServiceContext } from "./context";
import { alertSignupSchema } from "./schema";
import { SIGNED_UP_MARK, signupFormNames, signupValues, type SignupField, type SignupValues } from "./signup-form";

export type RejectedSignup = RejectedForm<SignupValues, FieldErrors<SignupField>>;

const MESSAGES: RefusalMessages = {
  "cross-origin": "alerts.error.crossOrigin",
  "too-large": "alerts.error.tooLarge",
  "not-a-form": "alerts.error.notAForm",
  incomplete: "alerts.error.incomplete",
  malformed: "alerts.error.malformed",
  "not-text": "alerts.error.notText",
  rejected: "alerts.error.rejected",
  "too-fast": "alerts.error.tooFast",
  expired: "alerts.error.expired",
  missing: "alerts.error.missing",
  "rate-limited": "alerts.error.rateLimited",
  unavailable: "alerts.error.unavailable",
};

const EMPTY: SignupValues = { email: "", language: "", topics: [], consent: "" };

/** The page every accepted sign-up goes to: the same for a new, a known and a throttled address. */
export const signupSentPath = (locale: Locale) => `${localizedPath(pages["media-alerts"].path, locale)}?sent=${SIGNED_UP_MARK}`;

/**
 * A sign-up, screened as the inquiry form is (the guard's refusal, the honeypot, the time trap), checked with the
 * schema, limited per client, and handed to the alert service, which mails the address; every refusal keeps the
 * visitor's values. Whatever the address, an accepted sign-up goes to the same page.
 */
export async function signUpForAlerts(request: Request, context: Readonly<RouterContextProvider>, locale: Locale) {
  const form = await request.formData().catch(() => null);
  const values = form ? signupValues(form) : EMPTY;
  const screened = screenForm(form, context.get(formRefusalContext), signupFormNames, MESSAGES);
  if (screened) return refuseForm(form, values, {}, screened.status, screened.problem);

  const parsed = alertSignupSchema.safeParse(values);
  if (!parsed.success) return refuseForm(form, values, fieldErrors<SignupField>(parsed.error), 400, null);

  const service = context.get(alertServiceContext);
  try {
    const verdict = await service.admit(context.get(clientAddressContext));
    if (!verdict.allowed) {
      const { status, problem, headers } = rateLimited(verdict.retryAfterSeconds, MESSAGES);
      return refuseForm(form, values, {}, status, problem, headers);
    }
    const { email, language, topics } = parsed.data;
    await service.signUp({ email, language, topics }, { consentAt: new Date(), privacyPolicyVersion: currentPrivacyPolicyVersion() });
    return redirect(signupSentPath(locale), 303);
  } catch (error) {
    console.error(`An alert sign-up could not be stored, and its visitor was asked to send it again: ${storeFailureCause(error)}`);
    const { status, problem, headers } = unavailable(MESSAGES);
    return refuseForm(form, values, {}, status, problem, headers);
  }
}
