import { z } from "zod";
import { applications, chipIds } from "#app/site/technology";
import type { FieldErrors as AnyFieldErrors } from "#app/forms/form-fields";

/**
 * One inquiry, exactly the specification's fields, shared by the browser (validation as the visitor
 * types) and the server (the authority). Every message is a catalogue key, translated where shown.
 */
// A browser posts a typed line break as CR LF and counts it as one character (maxlength): so does the schema.
// PostgreSQL cannot store NUL in text; no person types one, so it is refused rather than dropped.
const text = (max: number) =>
  z
    .string("inquiry.error.required")
    .overwrite((value) => value.replace(/\r\n?/g, "\n"))
    .trim()
    .max(max, "inquiry.error.tooLong")
    .refine((value) => !value.includes("\u0000"), "inquiry.error.characters");
const required = (max: number) => text(max).refine((value) => value.length > 0, "inquiry.error.required");
const optional = (max: number) => text(max).default("");

export const inquirySchema = z.strictObject({
  title: required(150),
  position: optional(100),
  company: required(150),
  email: text(254).pipe(z.email("inquiry.error.email")),
  introduction: optional(2000),
  region: required(100),
  application: z.enum(applications, "inquiry.error.required"),
  product: z.union([z.enum(chipIds), z.literal("")], "inquiry.error.required").default(""),
  concept: optional(4000),
  schedule: optional(200),
  quantity: optional(100),
  contents: required(5000),
  consent: z.literal("on", "inquiry.error.consent"),
});

export type Inquiry = z.infer<typeof inquirySchema>;

/** Subjects a link may open the form with (`?subject=`), each filling in the title as `inquiry.subject.<id>` says. */
export const presetSubjects = ["accessibility"] as const;
export type PresetSubject = (typeof presetSubjects)[number];
export const presetSubject = (value: string | null): PresetSubject | null => presetSubjects.find((preset) => preset === value) ?? null;
export type InquiryField = keyof Inquiry;
export const inquiryFields = Object.keys(inquirySchema.shape) as InquiryField[];

export { FORM_TOKEN_FIELD, HONEYPOT_FIELD, describeIssue, fieldErrors } from "#app/forms/form-fields";
/** Each field's first problem, by field name (an inquiry's by default). */
export type FieldErrors<Field extends string = InquiryField> = AnyFieldErrors<Field>;
