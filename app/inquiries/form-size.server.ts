import { z } from "zod";
import { FORM_TOKEN_PLACEHOLDER } from "../forms/form-token.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, inquirySchema } from "#app/inquiries/schema";

/**
 * A character of free text as a browser posts it URL-encoded, at worst: Hangul, kana and hanzi are three UTF-8 bytes,
 * each written `%XX`. (A character outside the BMP is 12 bytes but two UTF-16 units of the schema's length: 6 a unit.)
 */
export const WORST_ENCODED_BYTES_PER_CHARACTER = 9;

type Property = { maxLength?: number; enum?: unknown[]; const?: unknown; anyOf?: Property[] };

/**
 * The bytes of the largest inquiry the schema accepts, posted URL-encoded with its form token and an empty honeypot:
 * every field's name, `=`, its longest value, and the `&` between them. A multipart post of the same form is smaller
 * (3 bytes a character and a part header a field). A field with no bound throws, so that none is left out.
 */
export function largestInquiryFormBytes(): number {
  const { properties = {} } = z.toJSONSchema(inquirySchema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, Property> };
  const fields: [string, number][] = Object.entries(properties).map(([name, property]) => [name, longestEncodedValue(name, property)]);
  fields.push([FORM_TOKEN_FIELD, FORM_TOKEN_PLACEHOLDER.length], [HONEYPOT_FIELD, 0]);
  const pairs = fields.map(([name, value]) => encodeURIComponent(name).length + "=".length + value);
  return pairs.reduce((sum, bytes) => sum + bytes, 0) + "&".length * (fields.length - 1);
}

function longestEncodedValue(name: string, property: Property): number {
  if (property.maxLength !== undefined) return property.maxLength * WORST_ENCODED_BYTES_PER_CHARACTER;
  const choices = [...(property.enum ?? []), ...("const" in property ? [property.const] : [])];
  const lengths = [...choices.map((choice) => encodeURIComponent(String(choice)).length), ...(property.anyOf ?? []).map((part) => longestEncodedValue(name, part))];
  if (lengths.length === 0) throw new Error(`The inquiry field ${name} has no maximum length: the form's largest size cannot be derived`);
  return Math.max(...lengths);
}
