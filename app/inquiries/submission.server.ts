import { data, redirect, type RouterContextProvider } from "react-router";
import { currentPrivacyPolicyVersion } from "#app/content/privacy.server";
import type { Locale } from "#app/i18n/locales";
import { localizedPath } from "#app/i18n/paths";
import { pages } from "#app/site/pages";
import { FORM_REFUSAL_STATUS, clientAddressContext, formRefusalContext, inquiryServiceContext, type FormRefusal } from "./context";
import { checkFormToken, issueFormToken } from "./form-token.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, fieldErrors, inquiryFields, inquirySchema, type FieldErrors } from "./schema";
import { countInquiry, type InquiryOutcome } from "./metrics.server";
import { storeFailureCause } from "./store.server";

const knownFields = new Set<string>([...inquiryFields, HONEYPOT_FIELD, FORM_TOKEN_FIELD]);

export type FormProblem = { key: string; params?: Record<string, number> };
export type RejectedSubmission = { values: Record<string, string>; errors: FieldErrors; problem: FormProblem | null; token: string };

const REFUSAL_MESSAGES: Record<FormRefusal, string> = {
  "cross-origin": "inquiry.error.crossOrigin",
  "too-large": "inquiry.error.tooLarge",
  "not-a-form": "inquiry.error.notAForm",
  incomplete: "inquiry.error.incomplete",
};

/**
 * Every refusal sends the visitor's text back, so nothing typed is ever lost; that answer is theirs alone, for no
 * cache to keep.
 */
function refuse(
  reason: Exclude<InquiryOutcome, "accepted">,
  values: Record<string, string>,
  status: number,
  problem: FormProblem | null,
  errors: FieldErrors = {},
  headers?: HeadersInit,
) {
  countInquiry(reason);
  const privately = new Headers(headers);
  privately.set("Cache-Control", "private, no-store");
  return data<RejectedSubmission>({ values, errors, problem, token: issueFormToken() }, { status, headers: privately });
}

export async function submitInquiry(request: Request, context: Readonly<RouterContextProvider>, locale: Locale) {
  const form = await request.formData().catch(() => null);
  const values: Record<string, string> = {};
  for (const [name, value] of form ?? []) if (typeof value === "string" && name !== FORM_TOKEN_FIELD) values[name] = value;
  const refusal = context.get(formRefusalContext);
  if (refusal) return refuse("rejected", values, FORM_REFUSAL_STATUS[refusal], { key: REFUSAL_MESSAGES[refusal] });
  if (!form) return refuse("rejected", {}, 400, { key: "inquiry.error.rejected" });

  if ([...form.keys()].some((name) => !knownFields.has(name)) || form.get(HONEYPOT_FIELD)) {
    return refuse("rejected", values, 400, { key: "inquiry.error.rejected" });
  }
  delete values[HONEYPOT_FIELD];

  const token = checkFormToken(form.get(FORM_TOKEN_FIELD));
  if (token !== "ok") return refuse(token, values, 422, { key: token === "too-fast" ? "inquiry.error.tooFast" : "inquiry.error.expired" });

  const parsed = inquirySchema.safeParse(values);
  if (!parsed.success) return refuse("invalid", values, 400, null, fieldErrors(parsed.error));

  const service = context.get(inquiryServiceContext);
  const client = context.get(clientAddressContext);
  try {
    const verdict = await service.admit(client);
    if (!verdict.allowed) {
      return refuse("rate-limited", values, 429, { key: "inquiry.error.rateLimited", params: { minutes: Math.ceil(verdict.retryAfterSeconds / 60) } }, {}, {
        "Retry-After": String(verdict.retryAfterSeconds),
      });
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
    return refuse("unavailable", values, 503, { key: "inquiry.error.unavailable" }, {}, { "Retry-After": "30" });
  }
}
