import { z } from "zod";
import { localized } from "./localized";
import { specKeys } from "./spec-keys";

const text = z.string().trim().min(1);
const localizedText = localized(text);
const localizedParagraphs = localized(z.array(text).min(1));
const localizedList = localized(z.array(text).min(1));
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const regionSchema = z.enum(["asia", "europe"]);

export const officeSchema = z.strictObject({
  id: slug,
  region: regionSchema,
  /** The place the home page counts as one of its locations (the two Korean sites share one). */
  location: localizedText,
  title: localizedText,
  subtitle: localizedText,
  description: localizedText,
  address: localizedText,
});
export const officesSchema = z.array(officeSchema).min(1);

export const historySchema = z.strictObject({
  founded: z.iso.date(),
  intro: localizedParagraphs,
  years: z
    .array(
      z.strictObject({
        year: z.number().int().min(1999),
        events: z.array(z.strictObject({ month: z.number().int().min(1).max(12), text: localizedText })).min(1),
      }),
    )
    .min(1),
});

const rgb = z.tuple([z.number().int().min(0).max(255), z.number().int().min(0).max(255), z.number().int().min(0).max(255)]);
const percent = z.number().int().min(0).max(100);

export const forbiddenLogoUseSchema = z.enum(["stretch", "rotate", "recolor", "effects", "busy-background", "outline"]);

export const aboutSchema = z.strictObject({
  overview: z.strictObject({
    lead: localizedText,
    paragraphs: localizedParagraphs,
    facts: z.array(z.strictObject({ value: localizedText, label: localizedText, sample: z.boolean() })).min(1),
  }),
  mission: z.strictObject({ statement: localizedText, paragraphs: localizedParagraphs }),
  values: z
    .array(
      z.strictObject({
        id: z.enum(["challenge", "collaboration"]),
        name: localizedText,
        summary: localizedText,
        behaviours: localizedList,
      }),
    )
    .length(2),
  brand: z.strictObject({
    intro: localizedParagraphs,
    logo: z.strictObject({ meaning: localizedText, clearSpace: localizedText, minimumSize: localizedText }),
    colours: z
      .array(
        z.strictObject({
          id: slug,
          name: localizedText,
          hex: z.string().regex(/^#[0-9A-F]{6}$/),
          rgb,
          cmyk: z.tuple([percent, percent, percent, percent]),
          usage: localizedText,
        }),
      )
      .min(2),
    fonts: z.array(z.strictObject({ family: text, script: localizedText, usage: localizedText })).min(1),
    forbiddenUses: z.array(z.strictObject({ id: forbiddenLogoUseSchema, description: localizedText })).min(4),
  }),
});

export const leadershipSchema = z.strictObject({
  message: z.strictObject({ heading: localizedText, paragraphs: localizedParagraphs, signature: localizedText }),
  team: z
    .array(
      z.strictObject({
        id: slug,
        name: localizedText,
        position: localizedText,
        responsibility: localizedText,
        career: localizedList,
      }),
    )
    .min(3),
});

export const cultureSchema = z.strictObject({
  intro: localizedParagraphs,
  practices: z.array(z.strictObject({ id: slug, title: localizedText, text: localizedText })).min(3),
  programs: z.array(z.strictObject({ id: slug, title: localizedText, text: localizedText })).min(3),
  careers: z.strictObject({ heading: localizedText, text: localizedText }),
});

export const businessAreaSchema = z.strictObject({
  id: z.enum(["infotainment", "adas", "mcu", "network", "sip"]),
  name: localizedText,
  summary: localizedText,
});
export const businessAreasSchema = z.array(businessAreaSchema).length(5);

export const homeSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: localizedText, title: localizedText, lead: localizedText }),
  /** Products shown on the home page; their name and tagline come from the product content. */
  highlights: z.array(z.strictObject({ product: slug, facts: localizedList })).min(3),
  story: z.strictObject({
    heading: localizedText,
    steps: z.array(z.strictObject({ title: localizedText, text: localizedText })).min(3),
  }),
});

export const newsItemSchema = z.strictObject({
  id: z.number().int().positive(),
  date: z.iso.date(),
  category: z.enum(["company", "product", "partnership", "award", "esg"]),
  title: localizedText,
  summary: localizedText,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const privacyPolicySchema = z.strictObject({
  id: z.enum(["general", "fixed-video", "mobile-video", "general-previous"]),
  effectiveFrom: z.iso.date(),
  effectiveUntil: z.iso.date().optional(),
  title: localizedText,
});

export const specKeySchema = z.enum(specKeys);

export const asilSchema = z.enum(["QM", "ASIL-A", "ASIL-B", "ASIL-C", "ASIL-D"]);

export const productSchema = z.strictObject({
  id: slug,
  name: text,
  area: businessAreaSchema.shape.id,
  tagline: localizedText,
  overview: localizedParagraphs,
  features: z.array(z.strictObject({ title: localizedText, text: localizedText })).min(4),
  /** Rows keyed by one shared list, so every chip's table and the comparison read the same data. */
  specs: z.array(z.strictObject({ key: specKeySchema, value: localizedText })).min(6),
  applications: localizedList,
  safety: z.strictObject({
    asil: asilSchema,
    aecQ100Grade: z.number().int().min(0).max(3).nullable(),
    marks: localizedList,
  }),
  diagram: z.strictObject({
    description: localizedText,
    blocks: z
      .array(z.strictObject({ id: slug, group: z.enum(["compute", "media", "io", "safety", "memory"]), label: localizedText }))
      .min(4)
      .max(12),
  }),
  video: z.strictObject({
    demoTitle: localizedText,
    manualTitle: localizedText,
    manualText: localizedText,
  }),
});
export const productsSchema = z.array(productSchema).length(5);
export type Product = z.infer<typeof productSchema>;

export const gatewaySchema = z.strictObject({
  area: businessAreaSchema.shape.id,
  intro: localizedParagraphs,
  applications: z.array(z.strictObject({ title: localizedText, text: localizedText })).min(3),
  /** System-in-package modules are described on their gateway; they have no chip page. */
  modules: z.array(z.strictObject({ name: text, text: localizedText })),
});
export const gatewaysSchema = z.array(gatewaySchema).length(5);

export const adasSchema = z.strictObject({
  lead: localizedText,
  intro: localizedParagraphs,
  pipeline: z.array(z.strictObject({ title: localizedText, text: localizedText })).min(3),
  capabilities: z.array(z.strictObject({ title: localizedText, text: localizedText })).min(3),
  safety: localizedParagraphs,
});
