import { z } from "zod";
import { localized } from "#app/i18n/localized";
import { markdownText } from "./markdown-text";
import { uploadedFile, uploadedImage } from "./uploads";
import { announcementTypes, balanceSheetLines, incomeStatementLines, shareholderCategories } from "#app/site/investor-relations";
import { artworkIds, brochureIds, newsCategories, pressCategories } from "#app/site/media";
import { environmentIndicatorIds, esgPillars, labourIndicatorIds } from "#app/site/sustainability";
import { chipIds } from "#app/site/technology";
import { careerFieldIds, employmentTypes, experienceLevels, officeIds } from "#app/site/careers";
import { environmentGoalIds, milestoneIds } from "./fact-cues";
import { asilLevels, processStandardIds } from "./certifications";
import { specKeys } from "#app/i18n/spec-keys";
import { pageIdAt } from "#app/site/pages";

const text = z.string().trim().min(1);
const localizedText = localized(text);
const localizedParagraphs = localized(z.array(text).min(1));
const localizedList = localized(z.array(text).min(1));
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
/**
 * Whether the figures a content file gives (or a board item states) are samples rather than the company's own: the
 * page that shows them says so, once, under its hero, and so do the PDFs that print them. Off or left out, nothing is
 * said; the company switches it off when it puts in its own figures.
 */
export const sampleFigures = z.boolean().optional();

/**
 * The rule of a list of `items` kept newest first by their `dateKey` (YYYY-MM-DD), which the content editor names in
 * its own words. The issue names the first item that is newer than the one before it (`params.at`).
 */
function newestFirst<K extends string>(items: string, dateKey: K) {
  return (list: readonly Record<K, string>[], context: z.RefinementCtx) => {
    const index = list.findIndex((item, at) => at > 0 && item[dateKey] > list[at - 1]![dateKey]);
    if (index === -1) return;
    const message = `is newer than ${list[index - 1]![dateKey]}, the date of the item before it: ${items} are listed newest first`;
    context.addIssue({ code: "custom", message, params: { refusal: "newest-first", at: [index, dateKey] } });
  };
}

export const regionSchema = z.enum(["asia", "europe"]);

export const officeSchema = z.strictObject({
  id: z.enum(officeIds),
  region: regionSchema,
  /** ISO 3166 code of the office's country or region; the first office is the headquarters. */
  country: z.string().regex(/^[a-z]{2}$/),
  /** Where the office's city lies, in degrees (WGS 84): its marker on the global network page's map. */
  coordinates: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  /** The place the home page counts as one of its locations (the two Korean sites share one). */
  location: localizedText,
  title: localizedText,
  subtitle: localizedText,
  description: localizedText,
  address: localizedText,
});
export const officesSchema = z
  .array(officeSchema)
  .refine((offices) => offices.map((office) => office.id).join() === officeIds.join(), { message: `offices are, in order: ${officeIds.join(", ")}` });

export const historySchema = z.strictObject({
  founded: z.iso.date(),
  intro: localizedParagraphs,
  years: z
    .array(
      z.strictObject({
        year: z.number().int().min(1999),
        events: z
          .array(
            z.strictObject({
              /** A milestone other pages repeat: the year they give it is checked against this one. */
              id: z.enum(milestoneIds).optional(),
              month: z.number().int().min(1).max(12),
              text: localizedText,
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

const rgb = z.tuple([z.number().int().min(0).max(255), z.number().int().min(0).max(255), z.number().int().min(0).max(255)]);
const percent = z.number().int().min(0).max(100);

export const forbiddenLogoUseSchema = z.enum(["stretch", "rotate", "recolor", "effects", "busy-background", "outline"]);

export const aboutSchema = z.strictObject({
  sampleFigures,
  overview: z.strictObject({
    lead: localizedText,
    paragraphs: localizedParagraphs,
    facts: z.array(z.strictObject({ value: localizedText, label: localizedText })).min(1),
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
        /** A photograph uploaded in the content editor; without one, the page draws the person's monogram card. */
        portrait: uploadedImage.optional(),
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

/** What every bulletin-board item has; its Markdown body in each language is the rest of that language's file. */
const boardItem = { id: z.number().int().positive(), date: z.iso.date(), title: localizedText, summary: localizedText, sampleFigures };

/** A board item's text in every language, in Markdown. */
export const boardItemBodySchema = localized(markdownText);

/** A file attached to an article in one language: what the link says, and the file. */
export const attachmentSchema = z.strictObject({ label: text, file: uploadedFile });

/**
 * What a news item or a press release may show beside its text: a photo, described in every language, and files to
 * download, which differ by language (a release's Korean PDF, its English PDF).
 */
const illustrated = {
  image: uploadedImage.optional(),
  imageAlt: localizedText.optional(),
  attachments: localized(z.array(attachmentSchema).default([])).optional(),
};

/** The issue of an image without its description: the content editor names it in its own language. */
export const MISSING_ALT = "missing-alt";

function imageHasAlt(item: { image?: string; imageAlt?: unknown }, context: z.RefinementCtx) {
  if (item.image && !item.imageAlt) context.addIssue({ code: "custom", path: ["imageAlt"], message: "An image needs its description in every language", params: { refusal: MISSING_ALT } });
}

export const newsItemSchema = z.strictObject({ ...boardItem, category: z.enum(newsCategories), ...illustrated }).superRefine(imageHasAlt);

export const pressReleaseSchema = z.strictObject({ ...boardItem, category: z.enum(pressCategories), ...illustrated }).superRefine(imageHasAlt);

/**
 * The media centre's three kinds of item: a product video, a brochure the build writes as a PDF, a press image it
 * draws. Each may also show an uploaded photo and offer uploaded files, as a news item does.
 */
export const mediaVideoSchema = z
  .strictObject({ ...boardItem, kind: z.literal("video"), product: z.enum(chipIds), clip: z.enum(["demo", "full"]), ...illustrated })
  .superRefine(imageHasAlt);
export const mediaBrochureSchema = z.strictObject({ ...boardItem, kind: z.literal("brochure"), document: z.enum(brochureIds), ...illustrated }).superRefine(imageHasAlt);
export const mediaImageSchema = z.strictObject({ ...boardItem, kind: z.literal("image"), artwork: z.enum(artworkIds), alt: localizedText, ...illustrated }).superRefine(imageHasAlt);
export const mediaItemSchema = z.discriminatedUnion("kind", [mediaVideoSchema, mediaBrochureSchema, mediaImageSchema]);

/**
 * A page of this site by its address without the language, as a link from content: `/view/media/newsView?id=8`. The
 * page must be one of the registry's; the language is added where the link is shown.
 */
export const sitePagePath = z
  .string()
  .regex(/^\/[A-Za-z0-9/._-]*(\?[A-Za-z0-9=&_-]*)?$/)
  .refine((path) => pageIdAt(path.split("?")[0]!) !== undefined, { params: { refusal: "site-page" } });

/**
 * The home page's notice: its text in every language, shown from `from` and, if given, to `until` (both included,
 * as days in Korea), or not at all while `shown` is off.
 */
export const noticeSchema = z
  .strictObject({
    shown: z.boolean(),
    from: z.iso.date(),
    until: z.iso.date().optional(),
    title: localizedText,
    text: localizedText,
    link: sitePagePath.optional(),
  })
  .refine((notice) => notice.until === undefined || notice.until >= notice.from, { path: ["until"], params: { refusal: "period" } });

export const careersSchema = z.strictObject({
  intro: localizedParagraphs,
  process: z.array(z.strictObject({ title: localizedText, text: localizedText })).min(3),
  fields: z
    .array(z.strictObject({ id: z.enum(careerFieldIds), title: localizedText, text: localizedText, roles: localizedList }))
    .refine((fields) => fields.map((field) => field.id).join() === careerFieldIds.join(), { message: `fields are, in order: ${careerFieldIds.join(", ")}` }),
  benefits: z.array(z.strictObject({ title: localizedText, text: localizedText })).min(1),
});

/** Items of a list that ids name: no two may share one. */
const uniqueIds = <T extends { id: string }>(items: readonly T[]) => new Set(items.map((item) => item.id)).size === items.length;
const UNIQUE_IDS = { message: "ids are unique", params: { refusal: "unique-id" } };

/**
 * An open position on the careers page: its field of work and office, what it offers and asks for, open from
 * `opened` and, unless it stays open until filled, to `closes` (days in Korea, both included).
 */
export const positionSchema = z
  .strictObject({
    id: slug,
    title: localizedText,
    field: z.enum(careerFieldIds),
    office: z.enum(officeIds),
    employment: z.enum(employmentTypes),
    experience: z.enum(experienceLevels),
    opened: z.iso.date(),
    closes: z.iso.date().optional(),
    summary: localizedText,
    duties: localizedList,
    requirements: localizedList,
  })
  .refine((position) => position.closes === undefined || position.closes >= position.opened, { path: ["closes"], params: { refusal: "period" } });
export type Position = z.infer<typeof positionSchema>;

/** `content/careers/positions.json`: newest first, as the page lists them. */
export const positionsFileSchema = z.strictObject({
  positions: z
    .array(positionSchema)
    .superRefine(newestFirst("positions", "opened"))
    .refine(uniqueIds, UNIQUE_IDS),
});

/** A recruiting notice: an internship, campus talks, a warning against impostors; its text in Markdown. */
export const recruitingNoticeSchema = z.strictObject({ id: slug, date: z.iso.date(), title: localizedText, text: localized(markdownText) });
export type RecruitingNotice = z.infer<typeof recruitingNoticeSchema>;

/** `content/careers/notices.json`: newest first. */
export const recruitingNoticesFileSchema = z.strictObject({
  notices: z
    .array(recruitingNoticeSchema)
    .superRefine(newestFirst("notices", "date"))
    .refine(uniqueIds, UNIQUE_IDS),
});

/** A privacy policy in `content/privacy/policies.json`: its text is `<id>/<locale>.md` there, its title its page's. */
export const privacyPolicySchema = z.strictObject({
  id: z.enum(["general", "fixed-video", "mobile-video", "general-2022", "general-2019"]),
  effectiveFrom: z.iso.date(),
  effectiveUntil: z.iso.date().optional(),
});

export const specKeySchema = z.enum(specKeys);

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
  /** Certifications by level, grade and id: their spelling is `certifications.ts`'s. */
  safety: z.strictObject({
    asil: z.enum(asilLevels),
    aecQ100Grade: z.number().int().min(0).max(3).nullable(),
    standards: z.array(z.enum(processStandardIds)).refine((ids) => new Set(ids).size === ids.length, { message: "a chip lists each standard once" }),
  }),
  /** The package the chip page and cards draw: type, contact count (balls or leads), square body side in mm, lid marking. */
  package: z.strictObject({
    type: z.enum(["FCBGA", "LFBGA", "LQFP"]),
    pins: z.number().int().positive(),
    bodyMm: z.number().positive().max(45),
    marking: z.string().regex(/^[A-Z0-9-]+$/),
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

/** Millions of Korean won, whole numbers; a negative amount is a deduction (other capital holds treasury stock). */
const amount = z.number().int().safe();
const linesSchema = <L extends string>(lines: readonly L[]) =>
  z.strictObject(Object.fromEntries(lines.map((line) => [line, amount])) as Record<L, typeof amount>);

type Check = { holds: boolean; message: string };
/** Turns failed consistency checks into validation issues, so inconsistent figures fail the build. */
function addFailedChecks(checks: Check[], ctx: z.RefinementCtx) {
  for (const check of checks) if (!check.holds) ctx.addIssue({ code: "custom", message: check.message });
}

export const balanceSheetSchema = linesSchema(balanceSheetLines).superRefine((b, ctx) =>
  addFailedChecks(
    [
      { holds: b.currentAssets + b.nonCurrentAssets === b.totalAssets, message: "current + non-current assets must equal total assets" },
      { holds: b.currentLiabilities + b.nonCurrentLiabilities === b.totalLiabilities, message: "current + non-current liabilities must equal total liabilities" },
      { holds: b.totalLiabilities + b.totalEquity === b.totalAssets, message: "total assets must equal total liabilities + total equity" },
      {
        holds: b.paidInCapital + b.sharePremium + b.otherCapital + b.retainedEarnings === b.totalEquity,
        message: "total equity must equal paid-in capital + share premium + other capital + retained earnings",
      },
    ],
    ctx,
  ),
);

export const incomeStatementSchema = linesSchema(incomeStatementLines).superRefine((i, ctx) =>
  addFailedChecks(
    [
      { holds: i.revenue > 0, message: "revenue must be positive: the operating margin is worked out as a share of it" },
      { holds: i.revenue - i.costOfSales === i.grossProfit, message: "gross profit must equal revenue − cost of goods sold" },
      { holds: i.grossProfit - i.sellingAndAdministrative === i.operatingIncome, message: "operating income must equal gross profit − selling and administrative expenses" },
      { holds: i.incomeBeforeTax <= 0 || i.netIncome <= i.incomeBeforeTax, message: "net income cannot exceed a positive income before tax" },
    ],
    ctx,
  ),
);

export const financialStatementsSchema = z
  .strictObject({
    sampleFigures,
    unit: z.literal("KRW million"),
    years: z
      .array(z.strictObject({ year: z.number().int().min(1999), balanceSheet: balanceSheetSchema, incomeStatement: incomeStatementSchema }))
      .min(1),
  })
  .refine(({ years }) => years.every((entry, index) => index === 0 || entry.year === years[index - 1]!.year + 1), {
    message: "fiscal years must be consecutive, oldest first",
  });
export type FinancialStatements = z.infer<typeof financialStatementsSchema>;

const shareCount = z.number().int().min(0).safe();

export const shareholderTableSchema = z
  .strictObject({
    sampleFigures,
    baseDate: z.iso.date(),
    parValueWon: z.number().int().positive(),
    categories: z.array(z.strictObject({ id: z.enum(shareholderCategories), common: shareCount, preferred: shareCount })),
    /** Holders of 5 % or more of the common shares issued. */
    majorHolders: z.array(
      z.strictObject({ id: slug, category: z.enum(shareholderCategories), name: localizedText, relation: localizedText, common: shareCount }),
    ),
  })
  .superRefine((table, ctx) => {
    const commonIssued = table.categories.reduce((sum, category) => sum + category.common, 0);
    const commonOf = (id: string) => table.categories.find((category) => category.id === id)?.common ?? 0;
    const heldBy = (id: string) => table.majorHolders.filter((holder) => holder.category === id).reduce((sum, holder) => sum + holder.common, 0);
    addFailedChecks(
      [
        {
          holds: table.categories.map((category) => category.id).join() === shareholderCategories.join(),
          message: `categories must be, in order: ${shareholderCategories.join(", ")}`,
        },
        ...table.majorHolders.map((holder) => ({
          holds: holder.common * 20 >= commonIssued,
          message: `${holder.id} holds less than 5 % of the common shares and does not belong in the table of holders of 5 % or more`,
        })),
        ...shareholderCategories.map((id) => ({
          holds: heldBy(id) <= commonOf(id),
          message: `the holders of 5 % or more in category ${id} hold more common shares than the category itself`,
        })),
      ],
      ctx,
    );
  });
export type ShareholderTable = z.infer<typeof shareholderTableSchema>;

export const boardMemberSchema = z.strictObject({
  id: slug,
  name: localizedText,
  position: localizedText,
  level: z.enum(["executive", "non-executive"]),
  role: localizedText,
  career: localizedList,
});
export const boardSchema = z
  .array(boardMemberSchema)
  .length(4)
  .refine((members) => members.filter((member) => member.level === "executive").length === 2, {
    message: "the board has two executive directors (CEO, CFO) and two outside directors",
  });
export type BoardMember = z.infer<typeof boardMemberSchema>;

export const announcementSchema = z
  .strictObject({
    /** DART's receipt number: the filing date and a six-digit serial. */
    receiptNumber: z.string().regex(/^\d{14}$/),
    date: z.iso.date(),
    type: z.enum(announcementTypes),
    title: localizedText,
    /** What the filing says, in a sentence or two: the alert mails give it under the title, with the link to DART. */
    abstract: localizedText,
  })
  .superRefine((item, context) => {
    const filingDay = item.date.replaceAll("-", "");
    if (item.receiptNumber.startsWith(filingDay)) return;
    const message = `must begin with its filing date ${item.date} (${filingDay}…)`;
    context.addIssue({ code: "custom", message, path: ["receiptNumber"], params: { refusal: "receipt-date" } });
  });
export const announcementsSchema = z
  .array(announcementSchema)
  .min(10)
  .superRefine(newestFirst("announcements", "date"))
  .refine((items) => new Set(items.map((item) => item.receiptNumber)).size === items.length, { message: "receipt numbers are unique", params: { refusal: "unique" } });
export type Announcement = z.infer<typeof announcementSchema>;
/** `content/ir/announcements.json`: the list is a field of its own, as the content editor edits a file's fields. */
export const announcementsFileSchema = z.strictObject({ announcements: announcementsSchema });

/** What an IR event is: everything the page and the calendar say about it. */
export const irEventContentSchema = z.strictObject({
  id: slug,
  type: z.enum(["earnings", "conference-call", "shareholders-meeting", "investor-conference"]),
  /** Korea Standard Time, where every IR event takes place. */
  start: z.iso
    .datetime({ offset: true })
    .refine((start) => start.endsWith("+09:00"), { message: "event times are given in Korea Standard Time (+09:00)", params: { refusal: "kst" } }),
  durationMinutes: z.number().int().min(15).max(480),
  title: localizedText,
  location: localizedText,
  description: localizedText,
});
export type IrEventContent = z.infer<typeof irEventContentSchema>;

/**
 * An IR event as published: its content, and its SEQUENCE in the IR calendar with the digest of the content that
 * SEQUENCE was given for (ir-event-revisions.ts), so that a change is seen and counted.
 */
export const irEventSchema = irEventContentSchema.extend({
  calendar: z.strictObject({ sequence: z.number().int().min(0), digest: z.string().regex(/^[0-9a-f]{16}$/) }),
});
export const irEventsSchema = z
  .array(irEventSchema)
  .min(1)
  .refine((events) => events.every((event, index) => index === 0 || Date.parse(event.start) >= Date.parse(events[index - 1]!.start)), {
    message: "events are listed in date order",
    params: { refusal: "date-order" },
  });
export type IrEvent = z.infer<typeof irEventSchema>;
/** `content/ir/events.json`: the list is a field of its own, as the content editor edits a file's fields. */
export const irEventsFileSchema = z.strictObject({ events: irEventsSchema });

/** UN Sustainable Development Goals are numbered 1 to 17. */
const sdgNumber = z.number().int().min(1).max(17);

export const esgVisionSchema = z.strictObject({
  /** The date the policy book's content was last approved; printed on its cover. */
  policyBookEdition: z.iso.date(),
  vision: localizedText,
  pillars: z
    .array(z.strictObject({ id: z.enum(esgPillars), title: localizedText, goals: localizedList }))
    .refine((pillars) => pillars.map((pillar) => pillar.id).join() === esgPillars.join(), { message: `pillars must be, in order: ${esgPillars.join(", ")}` }),
  foundation: z.strictObject({ title: localizedText, items: localizedList }),
  sdgs: z
    .array(z.strictObject({ goal: sdgNumber, name: localizedText, action: localizedText }))
    .length(10)
    .refine((sdgs) => sdgs.every((sdg, index) => index === 0 || sdg.goal > sdgs[index - 1]!.goal), { message: "SDG cards are ten different goals in ascending order" }),
});

export const esgManagementSchema = z.strictObject({
  committee: z.strictObject({
    established: z.iso.date(),
    /** Board members, by their id in `content/ir/board.json`. */
    chair: slug,
    members: z.array(slug).min(3),
    meetingsPerYear: z.number().int().min(1),
    meetingsIn2023: z.number().int().min(0),
    duties: localizedList,
    council: localizedText,
  }),
  materiality: z.strictObject({
    year: z.number().int(),
    candidateIssues: z.number().int().positive(),
    respondents: z.number().int().positive(),
    steps: localizedList,
    issues: z.array(z.strictObject({ pillar: z.enum(esgPillars), title: localizedText })).min(1),
  }),
  stakeholders: z.array(z.strictObject({ group: localizedText, channels: localizedText, interests: localizedText })).min(1),
});

const measured = z.number().min(0);

export const environmentSchema = z.strictObject({
  sampleFigures,
  policy: localizedParagraphs,
  /** The targets, by id: the year and percentage that news, press and the vision page repeat. */
  goals: z.array(z.strictObject({ id: z.enum(environmentGoalIds), year: z.number().int(), percent: z.number().min(0).max(100).optional(), text: localizedText })).min(1),
  indicators: z
    .strictObject({
      years: z.array(z.number().int()).min(1),
      rows: z.array(z.strictObject({ id: z.enum(environmentIndicatorIds), values: z.array(measured) })),
    })
    .superRefine((indicators, ctx) =>
      addFailedChecks(
        [
          {
            holds: indicators.rows.map((row) => row.id).join() === environmentIndicatorIds.join(),
            message: `environmental indicators must be, in order: ${environmentIndicatorIds.join(", ")}`,
          },
          {
            holds: indicators.years.every((year, index) => index === 0 || year === indicators.years[index - 1]! + 1),
            message: "indicator years must be consecutive, oldest first",
          },
          ...indicators.rows.map((row) => ({ holds: row.values.length === indicators.years.length, message: `${row.id} needs one value per year` })),
          {
            holds: indicators.rows.find((row) => row.id === "productSafetyIncidents")?.values.every(Number.isInteger) ?? false,
            message: "product safety incidents are whole counts",
          },
        ],
        ctx,
      ),
    ),
});
export type EnvironmentContent = z.infer<typeof environmentSchema>;

export const labourSchema = z.strictObject({
  policy: localizedText,
  indicators: z.strictObject({
    year: z.number().int(),
    /** The specification states every count as 0 for 2023. */
    counts: z.strictObject(Object.fromEntries(labourIndicatorIds.map((id) => [id, z.literal(0)])) as Record<(typeof labourIndicatorIds)[number], z.ZodLiteral<0>>),
    /** The specification: more than 30 social dialogues a year. */
    socialDialogues: z.number().int().gt(30),
  }),
  grievance: z.strictObject({
    steps: z.array(localizedText).length(6),
    stops: z.array(localizedText).length(3),
    committee: localizedText,
  }),
});

export const ethicsSchema = z.strictObject({
  sampleFigures,
  code: z.strictObject({
    enacted: z.iso.date(),
    revised: z.array(z.iso.date()).min(1),
    /** The ids of the code's sections, in order; every language's Markdown must have exactly these. */
    sections: z.array(slug).min(1),
  }),
  indicators: z.strictObject({
    asOf: z.number().int(),
    corruptionReports: z.number().int().min(0),
    securityIncidents: z.number().int().min(0),
    trainingCompletions: z.number().int().min(0),
    violationFreeYears: z.array(z.number().int()).min(1),
  }),
});

export const procurementSchema = z.strictObject({
  process: z.array(z.strictObject({ title: localizedText, text: localizedText })).length(5),
  rules: z.strictObject({
    riskAssessmentEveryYears: z.number().int().positive(),
    onSiteEvaluationEveryYearsIfMet: z.number().int().positive(),
    onSiteEvaluationEveryYearsIfNotMet: z.number().int().positive(),
    checklistEveryYears: z.number().int().positive(),
  }),
});
