import { describe, expect, it } from "vitest";
import { fieldErrors, inquirySchema } from "./schema";

const valid = { title: "Dolphin5 samples", company: "Example", email: "a@b.example", region: "Seoul", application: "automotive", contents: "Please", consent: "on" };

describe("inquiry schema", () => {
  it("accepts a complete inquiry and fills the optional fields", () => {
    expect(inquirySchema.parse(valid)).toMatchObject({ position: "", product: "", quantity: "" });
  });

  it("answers every problem with a catalogue key, also for a field that is missing altogether", () => {
    const { consent: _consent, title: _title, ...partial } = valid;
    const result = inquirySchema.safeParse({ ...partial, email: "nope", contents: "x".repeat(5001) });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      title: { key: "inquiry.error.required" },
      email: { key: "inquiry.error.email" },
      contents: { key: "inquiry.error.tooLong", max: 5000 },
      consent: { key: "inquiry.error.consent" },
    });
  });

  it("refuses what the database cannot store and any unknown field", () => {
    expect(fieldErrors(inquirySchema.safeParse({ ...valid, title: "Radar\u0000SoC" }).error!)).toEqual({ title: { key: "inquiry.error.characters" } });
    expect(inquirySchema.safeParse({ ...valid, isAdmin: "true" }).success).toBe(false);
  });

  it("counts a line break as one character, as the browser's maxlength does, though the form posts it as CR LF", () => {
    const typed = `${"가".repeat(2499)}\n${"나".repeat(2500)}`;
    expect(inquirySchema.parse({ ...valid, contents: typed.replace("\n", "\r\n") }).contents).toBe(typed);
    expect(fieldErrors(inquirySchema.safeParse({ ...valid, contents: `${typed}x`.replace("\n", "\r\n") }).error!)).toEqual({ contents: { key: "inquiry.error.tooLong", max: 5000 } });
  });
});
