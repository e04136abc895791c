/**
 * Every page of the site, once. The route table, the navigation, the prerender list, the sitemap and
 * the tests all read this list, so a page exists everywhere or nowhere.
 */
export const pages = {
  home: { path: "/", file: "routes/home.tsx" },
  "about-company": { path: "/view/about/about", file: "routes/about.about.tsx" },
  "about-history": { path: "/view/about/history", file: "routes/about.history.tsx" },
  "about-global": { path: "/view/about/global", file: "routes/about.global.tsx" },
  "about-leadership": { path: "/view/about/leadership", file: "routes/about.leadership.tsx" },
  "about-culture": { path: "/view/about/culture", file: "routes/about.culture.tsx" },
  "about-contact": { path: "/view/about/contact", file: "routes/about.contact.tsx", serverRendered: true },
  "technology-area-infotainment": { path: "/view/technology/prod01", file: "routes/technology.gateway.tsx" },
  "technology-area-adas": { path: "/view/technology/prod02", file: "routes/technology.gateway.tsx" },
  "technology-area-mcu": { path: "/view/technology/prod03", file: "routes/technology.gateway.tsx" },
  "technology-area-network": { path: "/view/technology/prod04", file: "routes/technology.gateway.tsx" },
  "technology-area-sip": { path: "/view/technology/prod05", file: "routes/technology.gateway.tsx" },
  "technology-search": { path: "/view/technology/searchResult", file: "routes/search.tsx", serverRendered: true, unlisted: true },
  "technology-adas": { path: "/view/technology/adas", file: "routes/technology.adas.tsx" },
  "technology-dolphin5": { path: "/view/technology/dolphin5", file: "routes/technology.chip.tsx" },
  "technology-orca-v": { path: "/view/technology/prod06", file: "routes/technology.chip.tsx" },
  "technology-narwhal-ai": { path: "/view/technology/prod07", file: "routes/technology.chip.tsx" },
  "technology-tetra32": { path: "/view/technology/prod08", file: "routes/technology.chip.tsx" },
  "technology-beluga-n": { path: "/view/technology/prod09", file: "routes/technology.chip.tsx" },
  "sustainability-vision": { path: "/view/sustainability/vision", file: "routes/sustainability.vision.tsx" },
  "sustainability-management": { path: "/view/sustainability/esg01", file: "routes/sustainability.management.tsx" },
  "sustainability-environment": { path: "/view/sustainability/esg02", file: "routes/sustainability.environment.tsx" },
  "sustainability-labour": { path: "/view/sustainability/esg03", file: "routes/sustainability.labour.tsx" },
  "sustainability-ethics": { path: "/view/sustainability/esg04", file: "routes/sustainability.ethics.tsx" },
  "sustainability-procurement": { path: "/view/sustainability/visionhf", file: "routes/sustainability.procurement.tsx" },
  "media-ir": { path: "/view/media/ir", file: "routes/media.ir.tsx" },
  "media-alerts": { path: "/view/media/alerts", file: "routes/media.alerts.tsx", serverRendered: true },
  "media-alerts-confirm": { path: "/view/media/alertsConfirm", file: "routes/media.alerts-confirm.tsx", serverRendered: true, unlisted: true },
  "media-alerts-manage": { path: "/view/media/alertsManage", file: "routes/media.alerts-manage.tsx", serverRendered: true, unlisted: true },
  "media-alerts-unsubscribe": { path: "/view/media/alertsUnsubscribe", file: "routes/media.alerts-unsubscribe.tsx", serverRendered: true, unlisted: true },
  "media-news": { path: "/view/media/news", file: "routes/media.board.tsx", serverRendered: true },
  "media-news-view": { path: "/view/media/newsView", file: "routes/media.board-view.tsx", query: "id" },
  "media-press": { path: "/view/media/press", file: "routes/media.board.tsx", serverRendered: true },
  "media-press-view": { path: "/view/media/pressView", file: "routes/media.board-view.tsx", query: "id" },
  "media-center": { path: "/view/media/mediaCenter", file: "routes/media.board.tsx", serverRendered: true },
  "media-center-view": { path: "/view/media/mediaCenterView", file: "routes/media.board-view.tsx", query: "id" },
  "media-recruit": { path: "/view/media/recruit", file: "routes/media.recruit.tsx" },
  "media-recruit-view": { path: "/view/media/recruitView", file: "routes/media.recruit-view.tsx", query: "id" },
  "media-social": { path: "/view/media/social", file: "routes/media.social.tsx" },
  "privacy-general": { path: "/view/agree/privacy", file: "routes/privacy.tsx" },
  "privacy-fixed-video": { path: "/view/agree/privacy2", file: "routes/privacy.tsx" },
  "privacy-mobile-video": { path: "/view/agree/privacy3", file: "routes/privacy.tsx" },
  "privacy-general-2019": { path: "/view/agree/privacy4", file: "routes/privacy.tsx" },
  "privacy-general-2022": { path: "/view/agree/privacy5", file: "routes/privacy.tsx" },
  accessibility: { path: "/view/agree/accessibility", file: "routes/accessibility.tsx" },
} as const satisfies Record<string, { path: string; file: string; query?: "id"; serverRendered?: true; unlisted?: true }>;

export type PageId = keyof typeof pages;

export const pageIds = Object.keys(pages) as PageId[];

/** The page of the registry at a path without language prefix, if any. */
export function pageIdAt(path: string): PageId | undefined {
  return pageIds.find((id) => pages[id].path === path);
}

/**
 * Pages whose body depends on the request are server-rendered: detail pages read a required `?id=`, the
 * boards read `?category=&page=`, the contact and alert sign-up pages issue a fresh form token, and the alert
 * pages of the mails' links read their `?token=`.
 * All others are prerendered.
 */
export const prerenderedPageIds = pageIds.filter((id) => !("query" in pages[id]) && !("serverRendered" in pages[id]));

/** Pages with an address of their own (detail pages are listed per item instead). */
export const standalonePageIds = pageIds.filter((id) => !("query" in pages[id]));

/**
 * Pages that are content: in the sitemap and the search index. Unlisted are the search results page and the alert
 * pages a mail's link opens, which are neither.
 */
export const listedPageIds = standalonePageIds.filter((id) => !("unlisted" in pages[id]));

/** Old addresses kept alive as permanent redirects to a page of the registry (also written to the build manifest). */
export const redirects = [
  { from: "/view/technology/dolphin5_bk", to: "technology-dolphin5" },
  { from: "/view/media/mediaCenter_bk", to: "media-center" },
] as const satisfies readonly { from: string; to: PageId }[];
