import type { z } from "zod";
import {
  aboutSchema,
  adasSchema,
  announcementsFileSchema,
  boardSchema,
  businessAreasSchema,
  careersSchema,
  cultureSchema,
  environmentSchema,
  esgManagementSchema,
  esgVisionSchema,
  ethicsSchema,
  financialStatementsSchema,
  gatewaysSchema,
  historySchema,
  homeSchema,
  irEventsFileSchema,
  labourSchema,
  leadershipSchema,
  noticeSchema,
  officesSchema,
  positionsFileSchema,
  privacyPolicySchema,
  procurementSchema,
  productsSchema,
  recruitingNoticesFileSchema,
  shareholderTableSchema,
} from "./schemas";
import { parsedContent } from "./content-problems";

/** Every JSON file of `content/`, by its path from the repository's root, with the schema it must hold to. */
export const contentFileSchemas = {
  "content/about.json": aboutSchema,
  "content/adas.json": adasSchema,
  "content/business-areas.json": businessAreasSchema,
  "content/careers.json": careersSchema,
  "content/careers/notices.json": recruitingNoticesFileSchema,
  "content/careers/positions.json": positionsFileSchema,
  "content/culture.json": cultureSchema,
  "content/gateways.json": gatewaysSchema,
  "content/history.json": historySchema,
  "content/home.json": homeSchema,
  "content/ir/announcements.json": announcementsFileSchema,
  "content/ir/board.json": boardSchema,
  "content/ir/events.json": irEventsFileSchema,
  "content/ir/financials.json": financialStatementsSchema,
  "content/ir/shareholders.json": shareholderTableSchema,
  "content/leadership.json": leadershipSchema,
  "content/notice.json": noticeSchema,
  "content/offices.json": officesSchema,
  "content/privacy/policies.json": privacyPolicySchema.array(),
  "content/products.json": productsSchema,
  "content/sustainability/environment.json": environmentSchema,
  "content/sustainability/ethics.json": ethicsSchema,
  "content/sustainability/labour.json": labourSchema,
  "content/sustainability/management.json": esgManagementSchema,
  "content/sustainability/procurement.json": procurementSchema,
  "content/sustainability/vision.json": esgVisionSchema,
} satisfies Record<`content/${string}.json`, z.ZodType>;
export type ContentFile = keyof typeof contentFileSchemas;

type ParsedContentFiles = { [F in ContentFile]: z.output<(typeof contentFileSchemas)[F]> };

/** A content file's data as its schema gives it; its problems, listed, when it breaks the schema. */
export const parsedContentFile = <F extends ContentFile>(file: F, data: unknown) =>
  // TypeScript does not narrow the registry's schema by a generic key; the key's own schema parses the data.
  parsedContent(file, contentFileSchemas[file] as z.ZodType, data) as ParsedContentFiles[F];
