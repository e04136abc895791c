import type { MetaDescriptor } from "react-router";
import type { PageId } from "#app/site/pages";
import { seoMeta } from "#app/site/seo";

/** The pages a mail's link opens. Their address holds the subscription's secret token (`?token=`). */
export const alertLinkPageIds = ["media-alerts-confirm", "media-alerts-manage", "media-alerts-unsubscribe"] as const satisfies readonly PageId[];
export type AlertLinkPageId = (typeof alertLinkPageIds)[number];
export const ALERT_TOKEN_PARAM = "token";
/** The name of the manage page's buttons: `save` the topics and language, or `leave`. */
export const MANAGE_INTENT = "intent";

/**
 * Their answers are the visitor's alone (no shared cache keeps them), and no link or resource of theirs carries the
 * address with its token to anyone in a Referer.
 */
export const ALERT_LINK_PAGE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } as const;

/** Their title and description, with the token in neither the canonical nor the alternate addresses, and no index. */
export const alertLinkPageMeta = (args: Parameters<typeof seoMeta>[0], page: AlertLinkPageId): MetaDescriptor[] => [
  ...seoMeta(args, page, { search: "" }),
  { name: "robots", content: "noindex" },
];
