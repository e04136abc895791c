import { redirect, type RouterContextProvider } from "react-router";
import { currentPrivacyPolicyVersion } from "#app/content/privacy.server";
import type { Locale } from "#app/i18n/locales";
import { localizedPath } from "#app/i18n/paths";
import { pages } from "#app/site/pages";
import { inquiryServiceContext } from "./context";
import { clientAddressContext, formRefusalContext } from "#app/forms/context";
import { rateLimited, refuseForm, screenForm, unavailable, type FormProblem, type RefusalMessages, type RejectedForm } from "#app/forms/form-refusal.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, fieldErrors, inquiryFields, inquirySchema, type FieldErrors } from "./schema";
import { countInquiry, type InquiryOutcome } from "./metrics.server";
import { storeFailureCause } from "#app/database/failures.server";

const knownFields = new Set<string>([...inquiryFields, HONEYPOT_FIELD, FORM_TOKEN_FIELD]);

export type RejectedSubmission = RejectedForm<Record<string, string>, FieldErrors>;

const MESSAGES: RefusalMessages = {
  "cross-origin": "inquiry.error.crossOrigin",
  "too-large": "inquiry.error.tooLarge",
  "not-a-form": "inquiry.error.notAForm",
  incomplete: "inquiry.error.incomplete",
  malformed: "inquiry.error.malformed",
  "not-text": "inquiry.error.notText",
  rejected: "inquiry.error.rejected",
  "too-fast": "inquiry.error.tooFast",
  expired: "inquiry.error.expired",
  // The contact page always sends its form with a token: a post without one comes from a copy of the page that lost it.
  missing: "inquiry.error.expired",
  "rate-limited": "inquiry.error.rateLimited",
  unavailable: "inquiry.error.unavailable",
};

/** A refusal, counted, with the visitor's text (refuseForm). */
function refuse(
  reason: Exclude<InquiryOutcome, "accepted">,
  form: FormData | null,
  values: Record<string, string>,
  status: number,
  problem: FormProblem | null,
  errors: FieldErrors = {},
  headers?: HeadersInit,
) {
  countInquiry(reason);
  return refuseForm(form, values, errors, status, problem, headers);
}

export async function submitInquiry(request: Request, context: Readonly<RouterContextProvider>, locale: Locale) {
  const form = await request.formData().catch(() => null);
  const values: Record<string, string> = {};
  for (const [name, value] of form ?? []) if (typeof value === "string" && name !== FORM_TOKEN_FIELD && name !== HONEYPOT_FIELD) values[name] = value;
  const screened = screenForm(form, context.get(formRefusalContext), knownFields, MESSAGES);
  if (screened) return refuse(screened.outcome, form, values, screened.status, screened.problem);

  const parsed = inquirySchema.safeParse(values);
  if (!parsed.success) return refuse("invalid", form, values, 400, null, fieldErrors(parsed.error));

  const service = context.get(inquiryServiceContext);
  const client = context.get(clientAddressContext);
  try {
    const verdict = await service.admit(client);
    if (!verdict.allowed) {
      const { status, problem, headers } = rateLimited(verdict.retryAfterSeconds, MESSAGES);
      return refuse("rate-limited", form, values, status, problem, {}, headers);
    }
    const stored = await service
      .submit(parsed.data, { locale, consentAt: new Date(), privacyPolicyVersion: currentPrivacyPolicyVersion() })
      .catch(async (error: unknown) => {
        await service.readmit(client).catch(() => {});
        throw error;
      });
    countInquiry("accepted");
    return redirect(`${localizedPath(pages["about-contact"].path, locale)}?sent=${encodeURIComponent(stored.reference)}`, 303);
  } catch (error) {
    // Whatever the database's reason (unreachable, too many connections, read-only after a failover, a timeout, a
    // full disk), it is the site's fault, and the visitor keeps the form and the text to send again.
    console.error(`An inquiry could not be stored, and its visitor was asked to send it again: ${storeFailureCause(error)}`);
    const { status, problem, headers } = unavailable(MESSAGES);
    return refuse("unavailable", form, values, status, problem, {}, headers);
  }
}
