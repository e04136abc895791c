import { data } from "react-router";
import { FORM_REFUSAL_STATUS, type FormRefusal } from "#app/forms/context";
import { checkFormToken, reissueFormToken } from "./form-token.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./form-fields";

/** A message for the whole form, as a catalogue key and its parameters. */
export type FormProblem = { key: string; params?: Record<string, number> };
/** A refused post as its page shows it again: the visitor's values, the errors at their fields, a message, a token. */
export type RejectedForm<Values, Errors> = { values: Values; errors: Errors; problem: FormProblem | null; token: string };

/** The catalogue keys of one form's refusals, in its own words (an inquiry, a subscription). */
export type RefusalMessages = Record<FormRefusal | "rejected" | "too-fast" | "expired" | "missing" | "rate-limited" | "unavailable", string>;

/** Why a post was refused before its fields were read, with the status and message it is answered with. */
export type Screening = { outcome: "rejected" | "too-fast" | "expired" | "missing"; status: number; problem: FormProblem };

/**
 * Every refusal sends the visitor's values back, so nothing typed is ever lost, with the posted form's token as long
 * as it is in force (reissueFormToken); that answer is theirs alone, for no cache to keep.
 */
export function refuseForm<Values, Errors>(
  form: FormData | null,
  values: Values,
  errors: Errors,
  status: number,
  problem: FormProblem | null,
  headers?: HeadersInit,
) {
  const privately = new Headers(headers);
  privately.set("Cache-Control", "private, no-store");
  const token = reissueFormToken(form?.get(FORM_TOKEN_FIELD));
  return data<RejectedForm<Values, Errors>>({ values, errors, problem, token }, { status, headers: privately });
}

/**
 * What the write guard (its refusal), the honeypot, an unknown field and the signed time trap say of a posted form,
 * before its fields are read: null when it may be read.
 */
export function screenForm(form: FormData | null, refusal: FormRefusal | null, knownFields: ReadonlySet<string>, messages: RefusalMessages): Screening | null {
  if (refusal) return { outcome: "rejected", status: FORM_REFUSAL_STATUS[refusal], problem: { key: messages[refusal] } };
  if (!form || [...form.keys()].some((name) => !knownFields.has(name)) || form.get(HONEYPOT_FIELD)) {
    return { outcome: "rejected", status: 400, problem: { key: messages.rejected } };
  }
  const token = checkFormToken(form.get(FORM_TOKEN_FIELD));
  return token === "ok" ? null : { outcome: token, status: 422, problem: { key: messages[token] } };
}

/** The answer's status, message and Retry-After when the per-client limit is reached. */
export const rateLimited = (retryAfterSeconds: number, messages: RefusalMessages) => ({
  status: 429,
  problem: { key: messages["rate-limited"], params: { minutes: Math.ceil(retryAfterSeconds / 60) } },
  headers: { "Retry-After": String(retryAfterSeconds) },
});

/** The answer's status, message and Retry-After when the store cannot take the form now. */
export const unavailable = (messages: RefusalMessages) => ({ status: 503, problem: { key: messages.unavailable }, headers: { "Retry-After": "30" } });
