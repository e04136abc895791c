import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { MANAGE_INTENT } from "#app/alerts/link-pages";
import { alertPreferencesSchema } from "#app/alerts/schema";
import type { Subscription } from "#app/alerts/service";
import { fieldErrors, type FieldErrors } from "#app/forms/form-fields";
import { useLanguage } from "#app/shell/use-language";
import { AlertPreferencesFields } from "./alert-preferences-fields";
import { ContactList } from "./contact-list";
import { FormAlerts, useFormFeedback } from "./form-feedback";

type Props = {
  subscription: Subscription;
  /** A refused choice as posted, with its errors; `saved` after a change was stored. */
  posted?: { language: string; topics: string[] };
  errors?: FieldErrors<"language" | "topics">;
  saved?: boolean;
};

/** The manage page's forms: the topics and language to save, and the button that leaves. Both post to the page. */
export function AlertPreferencesForm({ subscription, posted, errors, saved }: Props) {
  const { t } = useLanguage();
  const rejected = useMemo(() => (errors ? { errors, problem: null } : undefined), [errors]);
  const { formRef, problemRef, errors: shown, showErrors } = useFormFeedback<FieldErrors<"language" | "topics">>(rejected);
  const submitting = useNavigation().state === "submitting";
  const chosen = posted ?? subscription;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const result = alertPreferencesSchema.safeParse({ language: form.get("language") ?? "", topics: form.getAll("topics") });
    if (result.success) return;
    event.preventDefault();
    showErrors(event.currentTarget, fieldErrors<"language" | "topics">(result.error));
  };

  return (
    <>
      <ContactList rows={[{ label: t("alerts.field.email"), value: subscription.email }]} />
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="inquiry-form alert-form">
        <FormAlerts problem={null} errorCount={Object.keys(shown).length} problemRef={problemRef} />
        {saved ? <p role="status" className="alert-form__saved">{t("alerts.manage.saved")}</p> : null}
        <AlertPreferencesFields language={chosen.language} topics={chosen.topics} errors={shown} />
        <button type="submit" name={MANAGE_INTENT} value="save" className="button button--primary" disabled={submitting}>
          {submitting ? t("alerts.manage.saving") : t("alerts.manage.save")}
        </button>
      </Form>
      <Form method="post" className="alert-form__leave">
        <p>{t("alerts.manage.leaveNote")}</p>
        <button type="submit" name={MANAGE_INTENT} value="leave" className="button button--ghost" disabled={submitting}>{t("alerts.manage.leave")}</button>
      </Form>
    </>
  );
}
