import { useEffect, useRef, useState } from "react";
import type { FormProblem } from "#app/forms/form-refusal.server";
import { FORM_TOKEN_FIELD, FORM_TOKEN_PATH, HONEYPOT_FIELD, describeIssue } from "#app/forms/form-fields";
import type { MessageKey } from "#app/i18n/translator";
import { useLanguage } from "#app/shell/use-language";

type Rejected<Errors> = { errors: Errors; problem: FormProblem | null } | undefined;
/** What a zod schema's safeParse says of a value. */
type Verdict = { success: true } | { success: false; error: { issues: readonly Parameters<typeof describeIssue>[0][] } };

/**
 * A form's errors: those of its refused post, then those the browser finds; when a post comes back refused, focus
 * moves to its message, or else to the first field in error.
 */
export function useFormFeedback<Errors extends Partial<Record<string, unknown>>>(rejected: Rejected<Errors>) {
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<Errors>(rejected?.errors ?? ({} as Errors));
  useEffect(() => {
    if (!rejected) return;
    setErrors(rejected.errors);
    if (rejected.problem) problemRef.current?.focus();
    else focusFirstError(formRef.current, rejected.errors);
  }, [rejected]);
  /** Shows errors the browser found before sending, and moves focus to the first. */
  const showErrors = (form: HTMLFormElement, found: Errors) => {
    setErrors(found);
    focusFirstError(form, found);
  };
  const afterPress = useAfterPress(formRef);
  /**
   * Sets or clears one field's error by a schema's verdict on its value, as the visitor leaves the field. A field left
   * by pressing a button of the form shows its verdict once the press is over: shown at once, the message moved the
   * button down between the press and the release, and the click that would have sent the form was lost.
   */
  const showVerdict = (field: keyof Errors, verdict: Verdict) =>
    afterPress(() =>
      setErrors((current) => {
        const next = { ...current };
        const issue = verdict.success ? undefined : verdict.error.issues[0];
        if (issue) next[field] = describeIssue(issue) as Errors[keyof Errors];
        else delete next[field];
        return next;
      }),
    );
  return { formRef, problemRef, errors, showErrors, showVerdict };
}

/** Runs a change now, or, while a pointer is pressed inside the form, after that press's click. */
function useAfterPress(formRef: React.RefObject<HTMLFormElement | null>) {
  const pressed = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const press = () => (pressed.current = true);
    const release = () => {
      if (!pressed.current) return;
      pressed.current = false;
      // The click follows the release in the same task: the changes wait for the next one.
      const changes = waiting.current.splice(0);
      setTimeout(() => changes.forEach((change) => change()));
    };
    form.addEventListener("pointerdown", press);
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
    return () => {
      form.removeEventListener("pointerdown", press);
      window.removeEventListener("pointerup", release);
      window.removeEventListener("pointercancel", release);
    };
  }, [formRef]);
  return (change: () => void) => (pressed.current ? waiting.current.push(change) : change());
}

/** The form's message and the count of fields in error, announced as they appear. */
export function FormAlerts({ problem, errorCount, problemRef }: { problem: FormProblem | null | undefined; errorCount: number; problemRef: React.Ref<HTMLDivElement> }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className="inquiry-form__alerts">
      {problem ? (
        <div ref={problemRef} tabIndex={-1} className="inquiry-form__problem">{t(problem.key as MessageKey, problem.params)}</div>
      ) : null}
      {errorCount > 0 ? <p className="inquiry-form__summary">{t("inquiry.error.summary", { count: errorCount })}</p> : null}
    </div>
  );
}

/**
 * The signed time trap and the honeypot, which travel with a form the site takes from anyone. A form sent without its
 * token (a page the same for every visitor) says where the page gets one (useFreshFormTokens).
 */
export function FormTraps({ token, formId }: { token: string; formId: string }) {
  const { t } = useLanguage();
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} data-token-from={token ? undefined : FORM_TOKEN_PATH} />
      <div className="inquiry-form__trap" aria-hidden="true">
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{t("inquiry.honeypot")}</label>
        <input id={`${formId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

function focusFirstError(form: HTMLFormElement | null, errors: Partial<Record<string, unknown>>) {
  const first = [...(form?.elements ?? [])].find((element) => (element as HTMLInputElement).name in errors);
  (first as HTMLElement | undefined)?.focus();
}
