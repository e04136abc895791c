import { CONFIRMATION_HOURS } from "#app/alerts/topics";
import { useLanguage } from "#app/shell/use-language";
import { PageLink } from "./page-link";

/** What the sign-up collects, why and for how long, that it may be refused, and the box that agrees to it. */
export function AlertConsent({ formId, checked, error, onChange }: { formId: string; checked: boolean; error: string | null; onChange: (checked: boolean) => void }) {
  const { t } = useLanguage();
  const id = `${formId}-consent`;
  return (
    <>
      <div className="alert-consent">
        <p className="alert-consent__title">{t("alerts.consent.title")}</p>
        <ul className="alert-consent__list">
          <li>{t("alerts.consent.purpose")}</li>
          <li>{t("alerts.consent.items")}</li>
          <li>{t("alerts.consent.retention", { hours: CONFIRMATION_HOURS })}</li>
          <li>{t("alerts.consent.refuse")}</li>
        </ul>
      </div>
      <div className="form-field form-field--consent">
        <input
          type="checkbox"
          id={id}
          name="consent"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{t("alerts.consent.agree")}</label>
        <PageLink page="privacy-general" className="form-field__consent-link" target="_blank">
          {t("inquiry.consentLink")}
          <span className="visually-hidden"> {t("link.newWindow")}</span>
        </PageLink>
        {error ? <p id={`${id}-error`} className="form-field__error">{error}</p> : null}
      </div>
    </>
  );
}
