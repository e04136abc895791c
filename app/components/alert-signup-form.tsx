import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { alertSignupSchema, alertTopics, type AlertTopic } from "#app/alerts/schema";
import { signupValues, type SignupField, type SignupValues } from "#app/alerts/signup-form";
import type { RejectedForm } from "#app/inquiries/form-refusal.server";
import { describeIssue, fieldErrors, type FieldErrors } from "#app/inquiries/schema";
import type { MessageKey } from "#app/i18n/translator";
import { pagePath } from "#app/site/urls";
import { useSite } from "#app/shell/use-site";
import { AlertConsent } from "./alert-consent";
import { AlertPreferencesFields } from "./alert-preferences-fields";
import { FormAlerts, FormTraps, useFormFeedback } from "./form-feedback";

type Props = {
  token: string;
  /** The topic a link opens the form with (`?topic=press`): that one alone is ticked; else all are. */
  presetTopic: AlertTopic | null;
  rejected?: RejectedForm<SignupValues, FieldErrors<SignupField>>;
};

/**
 * The alert sign-up form, on the sign-up page and the IR page, posted to the sign-up page's action. It works as a
 * plain HTML form; with JavaScript it checks the address as the visitor leaves it and everything before sending, with
 * the server's schema. Errors sit at their fields and focus moves to the first. The mail's language is the page's.
 */
export function AlertSignupForm({ token, presetTopic, rejected }: Props) {
  const { t, locale } = useSite();
  const formId = useId();
  const { formRef, problemRef, errors, setErrors, showErrors } = useFormFeedback<FieldErrors<SignupField>>(rejected);
  const submitting = useNavigation().state === "submitting";
  const values = rejected?.values ?? { email: "", language: locale, topics: presetTopic ? [presetTopic] : [...alertTopics], consent: "" };

  const checkField = (field: "email" | "consent", value: string) => {
    const result = alertSignupSchema.shape[field].safeParse(value);
    setErrors((current) => {
      const next = { ...current };
      if (result.success) delete next[field];
      else if (result.error.issues[0]) next[field] = describeIssue(result.error.issues[0]);
      return next;
    });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const result = alertSignupSchema.safeParse(signupValues(new FormData(event.currentTarget)));
    if (result.success) return;
    event.preventDefault();
    showErrors(event.currentTarget, fieldErrors<SignupField>(result.error));
  };

  const message = (field: SignupField) => {
    const error = errors[field];
    return error ? t(error.key as MessageKey, error.max ? { max: error.max } : undefined) : null;
  };
  const emailId = `${formId}-email`;
  const emailError = message("email");

  return (
    <Form method="post" action={pagePath("media-alerts", locale)} noValidate ref={formRef} onSubmit={onSubmit} className="inquiry-form alert-form">
      <p className="inquiry-form__required">{t("inquiry.requiredNote")}</p>
      <FormAlerts problem={rejected?.problem} errorCount={Object.keys(errors).length} problemRef={problemRef} />
      <FormTraps token={rejected?.token ?? token} formId={formId} />
      <div className="form-field">
        <label htmlFor={emailId}>
          {t("alerts.field.email")}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          defaultValue={values.email}
          placeholder={t("alerts.placeholder.email")}
          aria-required
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${emailId}-error` : undefined}
          onBlur={(event) => checkField("email", event.currentTarget.value)}
        />
        {emailError ? <p id={`${emailId}-error`} className="form-field__error">{emailError}</p> : null}
      </div>
      <AlertPreferencesFields language={values.language} topics={values.topics} errors={errors} />
      <AlertConsent formId={formId} checked={values.consent === "on"} error={message("consent")} onChange={(checked) => checkField("consent", checked ? "on" : "")} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t("alerts.submitting") : t("alerts.submit")}
      </button>
    </Form>
  );
}
