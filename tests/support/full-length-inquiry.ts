/** The heaviest inquiry a visitor can send: every free-text field at its limit, in Korean, Japanese or Chinese. */
import { z } from "zod";
import { inquirySchema } from "../../app/inquiries/schema";

export type CjkLocale = "ko" | "ja" | "zh";
export const CJK_LOCALES: readonly CjkLocale[] = ["ko", "ja", "zh"];

export const FREE_TEXT_FIELDS = ["title", "position", "company", "introduction", "region", "concept", "schedule", "quantity", "contents"] as const;
export type FreeTextField = (typeof FREE_TEXT_FIELDS)[number];

const properties = z.toJSONSchema(inquirySchema, { io: "input" }).properties as Record<string, { maxLength: number }>;
export const maxLengthOf = (field: FreeTextField) => properties[field]!.maxLength;

/** Only characters of three UTF-8 bytes (nine URL-encoded), and no space. */
const SENTENCES: Record<CjkLocale, string> = {
  ko: "차량용반도체샘플과양산일정을문의드립니다",
  ja: "車載半導体のサンプルと量産時期についてお問い合わせします。",
  zh: "我们想咨询车载芯片的样品和量产时间。",
};

export function fullLength(locale: CjkLocale, length: number): string {
  const sentence = SENTENCES[locale];
  return sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);
}

/** Each free-text field at its limit; `contents` may be given longer, for a post over the size limit. */
export function fullLengthFields(locale: CjkLocale, contents = fullLength(locale, maxLengthOf("contents"))): Record<FreeTextField, string> {
  const fields = Object.fromEntries(FREE_TEXT_FIELDS.map((field) => [field, fullLength(locale, maxLengthOf(field))]));
  return { ...fields, contents } as Record<FreeTextField, string>;
}

export const contactPath = (locale: CjkLocale) => (locale === "ko" ? "/view/about/contact" : `/${locale}/view/about/contact`);
