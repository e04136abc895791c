import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, fieldErrors, inquirySchema, type FieldErrors, type InquiryField } from "#app/inquiries/schema";
import { applications } from "#app/site/technology";
import type { FormProblem } from "#app/forms/form-refusal.server";
import { FormAlerts, FormTraps, useFormFeedback } from "./form-feedback";
import type { MessageKey } from "#app/i18n/translator";
import { useLanguage } from "#app/shell/use-language";
import { PageLink } from "./page-link";

type Props = {
  token: string;
  /** What the form opens with, from the address (`?product=`, `?subject=`). */
  presets: { product: string; title: string };
  chips: readonly { id: string; name: string }[];
  rejected?: { values: Record<string, string>; errors: FieldErrors; problem: FormProblem | null; token: string };
};

const TEXT_FIELDS = [
  ["title", "input", true],
  ["position", "input", false],
  ["company", "input", true],
  ["email", "input", true],
  ["introduction", "textarea", false],
  ["region", "input", true],
] as const;
const DETAIL_FIELDS = [
  ["concept", "textarea", false],
  ["schedule", "input", false],
  ["quantity", "input", false],
  ["contents", "textarea", true],
] as const;

/**
 * The inquiry form. It works as a plain HTML form posted to the route's action; with JavaScript it
 * checks each field as the visitor leaves it and everything before sending, with the same schema as
 * the server, and sends without a page load. Errors sit at their fields and focus moves to the first.
 */
export function InquiryForm({ token, presets, chips, rejected }: Props) {
  const { t } = useLanguage();
  const formId = useId();
  const { formRef, problemRef, errors, showErrors, showVerdict } = useFormFeedback<FieldErrors>(rejected);
  const submitting = useNavigation().state === "submitting";
  const values = rejected?.values ?? {};

  const message = (field: InquiryField) => {
    const error = errors[field];
    return error ? t(error.key as MessageKey, error.max ? { max: error.max } : undefined) : null;
  };

  const checkField = (field: InquiryField, value: string) => showVerdict(field, inquirySchema.shape[field].safeParse(value));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const entries = Object.fromEntries([...new FormData(event.currentTarget)].filter(([name]) => name !== HONEYPOT_FIELD && name !== FORM_TOKEN_FIELD));
    const result = inquirySchema.safeParse(entries);
    if (result.success) return;
    event.preventDefault();
    showErrors(event.currentTarget, fieldErrors(result.error));
  };

  const errorCount = Object.keys(errors).length;
  const field = (name: InquiryField, kind: "input" | "textarea", required: boolean) => {
    const id = `${formId}-${name}`;
    const error = message(name);
    const common = {
      id,
      name,
      defaultValue: values[name] ?? (name === "title" ? presets.title : ""),
      placeholder: t(`inquiry.placeholder.${name}` as MessageKey),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      "aria-required": required || undefined,
      onBlur: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => checkField(name, event.currentTarget.value),
    };
    return (
      <div key={name} className={`form-field form-field--${kind}`}>
        <label htmlFor={id}>
          {t(`inquiry.field.${name}` as MessageKey)}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {kind === "textarea" ? <textarea rows={5} {...common} /> : <input type={name === "email" ? "email" : "text"} autoComplete={autocomplete[name]} {...common} />}
        {error ? <p id={`${id}-error`} className="form-field__error">{error}</p> : null}
      </div>
    );
  };

  return (
    <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="inquiry-form" aria-describedby={`${formId}-note`}>
      <p id={`${formId}-note`} className="inquiry-form__note">{t("inquiry.note")}</p>
      <p className="inquiry-form__required">{t("inquiry.requiredNote")}</p>
      <FormAlerts problem={rejected?.problem} errorCount={errorCount} problemRef={problemRef} />
      <FormTraps token={rejected?.token ?? token} formId={formId} />
      <div className="inquiry-form__grid">
        {TEXT_FIELDS.map(([name, kind, required]) => field(name, kind, required))}
        <div className="form-field">
          <label htmlFor={`${formId}-application`}>{t("inquiry.field.application")}<span aria-hidden="true"> *</span></label>
          <select
            id={`${formId}-application`}
            name="application"
            defaultValue={values.application ?? ""}
            aria-required
            aria-invalid={errors.application ? true : undefined}
            aria-describedby={errors.application ? `${formId}-application-error` : undefined}
            onBlur={(event) => checkField("application", event.currentTarget.value)}
          >
            <option value="">{t("inquiry.application.choose")}</option>
            {applications.map((application) => <option key={application} value={application}>{t(`inquiry.application.${application}`)}</option>)}
          </select>
          {errors.application ? <p id={`${formId}-application-error`} className="form-field__error">{message("application")}</p> : null}
        </div>
        <div className="form-field">
          <label htmlFor={`${formId}-product`}>{t("inquiry.field.product")}</label>
          <select id={`${formId}-product`} name="product" defaultValue={values.product ?? presets.product}>
            <option value="">{t("inquiry.product.none")}</option>
            {chips.map((chip) => <option key={chip.id} value={chip.id}>{chip.name}</option>)}
          </select>
        </div>
        {DETAIL_FIELDS.map(([name, kind, required]) => field(name, kind, required))}
      </div>
      <div className="form-field form-field--consent">
        <input
          type="checkbox"
          id={`${formId}-consent`}
          name="consent"
          defaultChecked={values.consent === "on"}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${formId}-consent-error` : undefined}
          onChange={(event) => checkField("consent", event.currentTarget.checked ? "on" : "")}
        />
        <label htmlFor={`${formId}-consent`}>{t("inquiry.consent")}</label>
        <PageLink page="privacy-general" className="form-field__consent-link" target="_blank">
          {t("inquiry.consentLink")}
          <span className="visually-hidden"> {t("link.newWindow")}</span>
        </PageLink>
        {errors.consent ? <p id={`${formId}-consent-error`} className="form-field__error">{message("consent")}</p> : null}
      </div>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t("inquiry.submitting") : t("inquiry.submit")}
      </button>
    </Form>
  );
}

const autocomplete: Partial<Record<InquiryField, string>> = {
  position: "organization-title",
  company: "organization",
  email: "email",
  region: "country-name",
};
