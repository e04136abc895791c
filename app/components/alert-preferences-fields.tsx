import { useId } from "react";
import { alertTopics } from "#app/site/alert-topics";
import type { FieldErrors } from "#app/forms/form-fields";
import { htmlLang, localeNames, locales } from "#app/i18n/locales";
import type { MessageKey } from "#app/i18n/translator";
import { useLanguage } from "#app/shell/use-language";

type Props = {
  /** What the fields open with: the page's language and topics, a subscription's, or a refused post's. */
  language: string;
  topics: readonly string[];
  errors: FieldErrors<"language" | "topics">;
};

/** The topics (at least one) and the mail's language: of the sign-up form and of the manage page. */
export function AlertPreferencesFields({ language, topics, errors }: Props) {
  const { t } = useLanguage();
  const id = useId();
  const choices = (field: "topics" | "language", options: readonly { value: string; label: string; lang?: string }[], type: "checkbox" | "radio", checked: (value: string) => boolean) => {
    const error = errors[field];
    return (
      <fieldset className="form-choices" aria-describedby={error ? `${id}-${field}-error` : undefined}>
        <legend>
          {t(`alerts.field.${field}`)}
          <span aria-hidden="true"> *</span>
        </legend>
        {options.map((option) => (
          <div key={option.value} className="form-choices__option">
            <input
              type={type}
              id={`${id}-${field}-${option.value}`}
              name={field}
              value={option.value}
              defaultChecked={checked(option.value)}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`${id}-${field}-${option.value}`} lang={option.lang}>{option.label}</label>
          </div>
        ))}
        {error ? <p id={`${id}-${field}-error`} className="form-field__error">{t(error.key as MessageKey)}</p> : null}
      </fieldset>
    );
  };
  return (
    <>
      {choices("topics", alertTopics.map((topic) => ({ value: topic, label: t(`alerts.topic.${topic}`) })), "checkbox", (topic) => topics.includes(topic))}
      {choices("language", locales.map((code) => ({ value: code, label: localeNames[code], lang: htmlLang[code] })), "radio", (code) => code === language)}
    </>
  );
}
