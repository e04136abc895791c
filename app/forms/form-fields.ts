/**
 * What every form of the site shares, without its schema (zod stays out of the pages' shared chunk): the honeypot and
 * the signed time trap, which travel with a form but are not part of it, and each field's first problem.
 */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";
/** Where a page the same for every visitor gets a fresh token for its form (app/routes/form-token.ts). */
export const FORM_TOKEN_PATH = "/form-token";

/** Each field's first problem, as a catalogue key and, for a too-long value, its limit. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, { key: string; max?: number }>>;

type Issue = { path: PropertyKey[]; message: string; code: string; maximum?: unknown };

/** A field's first problem, as a catalogue key and, for a too-long value, its limit. */
export function describeIssue(issue: Issue) {
  return { key: issue.message, ...(issue.code === "too_big" ? { max: Number(issue.maximum) } : {}) };
}

export function fieldErrors<Field extends string = string>(error: { issues: readonly Issue[] }): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = describeIssue(issue);
  }
  return errors;
}
