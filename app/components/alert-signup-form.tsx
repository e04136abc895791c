import { useId } from "react";
import { signupValues, type SignupField, type SignupValues } from "#app/alerts/signup-form";
import { alertTopics, type AlertTopic } from "#app/site/alert-topics";
import { fieldErrors, type FieldErrors } from "#app/forms/form-fields";
import type { RejectedForm } from "#app/forms/form-refusal.server";
import type { MessageKey } from "#app/i18n/translator";
import { pagePath } from "#app/site/urls";
import { useLanguage } from "#app/shell/use-language";
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
 * The alert sign-up form, on the sign-up page and the IR page, posted to the sign-up page's action, which answers with a
 * page (the inbox notice, or the form with its errors). It uses no router hooks, so that the IR page can send it as
 * kept markup (a plain HTML form, with none of its script). Hydrated on the sign-up page, it checks the address as the
 * visitor leaves it and everything before sending, with the server's schema, fetched when the visitor starts on the
 * form: errors sit at their fields and focus moves to the first. The mail's language is the page's.
 */
export function AlertSignupForm({ token, presetTopic, rejected }: Props) {
  const { t, locale } = useLanguage();
  const formId = useId();
  const { formRef, problemRef, errors, showErrors, showVerdict } = useFormFeedback<FieldErrors<SignupField>>(rejected);
  const values = rejected?.values ?? { email: "", language: locale, topics: presetTopic ? [presetTopic] : [...alertTopics], consent: "" };

  const checkField = async (field: "email" | "consent", value: string) => showVerdict(field, (await loadSchema()).shape[field].safeParse(value));

  /** Sends the form once the schema, fetched now if need be, finds nothing wrong. */
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void loadSchema().then((schema) => {
      const result = schema.safeParse(signupValues(new FormData(form)));
      if (!result.success) return showErrors(form, fieldErrors<SignupField>(result.error));
      form.submit();
    });
  };

  const message = (field: SignupField) => {
    const error = errors[field];
    return error ? t(error.key as MessageKey, error.max ? { max: error.max } : undefined) : null;
  };
  const emailId = `${formId}-email`;
  const emailError = message("email");

  return (
    <form method="post" action={pagePath("media-alerts", locale)} noValidate ref={formRef} onSubmit={onSubmit} onFocus={() => void loadSchema()} className="inquiry-form alert-form">
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
          onBlur={(event) => void checkField("email", event.currentTarget.value)}
        />
        {emailError ? <p id={`${emailId}-error`} className="form-field__error">{emailError}</p> : null}
      </div>
      <AlertPreferencesFields language={values.language} topics={values.topics} errors={errors} />
      <AlertConsent formId={formId} checked={values.consent === "on"} error={message("consent")} onChange={(agreed) => void checkField("consent", agreed ? "on" : "")} />
      <button type="submit" className="button button--primary">
        {t("alerts.submit")}
      </button>
    </form>
  );
}

const loadSchema = () => import("#app/alerts/schema").then((module) => module.alertSignupSchema);
