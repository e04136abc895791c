import { z } from "zod";

/**
 * A mistake in the content, as an editor reads it: the file (from the repository's root), the field in it
 * (`announcements[3].receiptNumber`, a Markdown file's front-matter key), the value found there and the rule it breaks.
 */
export const contentProblemSchema = z.strictObject({ file: z.string(), field: z.string(), value: z.string(), rule: z.string() });
export type ContentProblem = z.infer<typeof contentProblemSchema>;

/** A field's place as it is written in the file: `announcements[3].receiptNumber`, `[2].name.ja`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((segment, index) => (typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`)).join("");
}

/** What the file holds at `path`, as its text shows it. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): string {
  const value = path.reduce<unknown>((parent, key) => (parent !== null && typeof parent === "object" ? (parent as Record<PropertyKey, unknown>)[key] : undefined), data);
  if (value === undefined) return "nothing";
  const shown = JSON.stringify(value);
  return shown.length > 80 ? `${shown.slice(0, 77)}…` : shown;
}

const KINDS: Record<string, string> = { string: "a text", number: "a number", boolean: "true or false", array: "a list", object: "a group of fields" };

/** The rule an issue reports, in plain words. */
function ruleOf(issue: z.core.$ZodIssue, found: string): string {
  switch (issue.code) {
    case "invalid_type":
      return found === "nothing" ? "found, but it is required" : `must be ${KINDS[issue.expected] ?? issue.expected}`;
    case "too_small":
      if (issue.origin === "string") return "must not be empty";
      return issue.origin === "array" ? `must have at least ${String(issue.minimum)} item${issue.minimum === 1 ? "" : "s"}` : `must be at least ${String(issue.minimum)}`;
    case "too_big":
      return issue.origin === "array" ? `must have at most ${String(issue.maximum)} items` : `must be at most ${String(issue.maximum)}`;
    case "invalid_format":
      if (issue.format === "date") return "must be a day written YYYY-MM-DD";
      if (issue.format === "datetime") return "must be a time written YYYY-MM-DDTHH:MM+09:00";
      return issue.format === "regex" && "pattern" in issue ? `does not have the expected form (${String(issue.pattern)})` : `must be ${issue.format}`;
    case "invalid_value":
      return `must be one of: ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
    case "unrecognized_keys":
      return "is not a field this file takes";
    case "invalid_union":
      return "matches none of the kinds this field can be";
    default:
      return issue.message;
  }
}

/**
 * An issue's field: where a rule names an item of a list (`params.at`, e.g. the first one out of order), that item;
 * the fields a strict object does not take are each a field of their own.
 */
function issueFields(issue: z.core.$ZodIssue): PropertyKey[][] {
  if (issue.code === "unrecognized_keys") return issue.keys.map((key) => [...issue.path, key]);
  const at = issue.code === "custom" ? (issue.params as { at?: PropertyKey[] } | undefined)?.at : undefined;
  return [[...issue.path, ...(at ?? [])]];
}

/** A rule `data` breaks, at a place in it. */
export type SchemaIssue = { path: PropertyKey[]; value: string; rule: string };

/** Every rule of `schema` that `data` breaks; empty when it holds. */
export function schemaIssues(schema: z.ZodType, data: unknown): SchemaIssue[] {
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) =>
    issueFields(issue).map((path) => {
      const value = valueAt(data, path);
      return { path, value, rule: ruleOf(issue, value) };
    }),
  );
}

/** Every way `data`, the content of `file`, breaks `schema`; empty when it holds. */
export const schemaProblems = (file: string, schema: z.ZodType, data: unknown): ContentProblem[] =>
  schemaIssues(schema, data).map(({ path, value, rule }) => ({ file, field: fieldPath(path), value, rule }));

/** One line of the list: `content/ir/board.json, [3].name.ja: nothing is required and missing`. */
export const problemLine = ({ file, field, value, rule }: ContentProblem) => `${file}${field ? `, ${field}` : ""}: ${value} ${rule}`;

/** The whole list, as the build prints it. */
export function contentProblemsReport(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? "1 mistake" : `${problems.length} mistakes`;
  return [`The content has ${count}; the build stopped before rendering any page. Correct each and build again:`, ...problems.map((problem) => `  - ${problemLine(problem)}`)].join("\n");
}

/** Content that breaks its rules: the error lists every problem, without a stack, as an editor reads it. */
export class ContentProblemsError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(contentProblemsReport(problems));
    this.name = "ContentProblemsError";
    this.stack = this.message;
  }
}

/** Throws the list when there are problems. */
export function refuseProblems(problems: readonly ContentProblem[]): void {
  if (problems.length > 0) throw new ContentProblemsError(problems);
}

/** A content file's data as its schema gives it; its problems, listed, when it breaks the schema. */
export function parsedContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  refuseProblems(schemaProblems(file, schema, data));
  return schema.parse(data);
}
