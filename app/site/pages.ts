/**
 * Every page of the site, once. The route table, the navigation, the prerender list, the sitemap and
 * the tests all read this list, so a page exists everywhere or nowhere.
 */
export const pages = {
  home: { path: "/", file: "routes/home.tsx" },
  "about-about": { path: "/view/about/about", file: "routes/about.about.tsx" },
  "about-history": { path: "/view/about/history", file: "routes/about.history.tsx" },
  "about-global": { path: "/view/about/global", file: "routes/about.global.tsx" },
  "about-leadership": { path: "/view/about/leadership", file: "routes/about.leadership.tsx" },
  "about-culture": { path: "/view/about/culture", file: "routes/about.culture.tsx" },
  "about-contact": { path: "/view/about/contact", file: "routes/about.contact.tsx" },
  "media-news": { path: "/view/media/news", file: "routes/media.news.tsx" },
  "media-news-view": { path: "/view/media/newsView", file: "routes/media.news-view.tsx", query: "id" },
  "privacy-general": { path: "/view/agree/privacy", file: "routes/privacy.tsx" },
  "privacy-fixed-video": { path: "/view/agree/privacy2", file: "routes/privacy.tsx" },
  "privacy-mobile-video": { path: "/view/agree/privacy3", file: "routes/privacy.tsx" },
  "privacy-general-previous": { path: "/view/agree/privacy4", file: "routes/privacy.tsx" },
} as const satisfies Record<string, { path: string; file: string; query?: string }>;

export type PageId = keyof typeof pages;
export const pageIds = Object.keys(pages) as PageId[];

/** Pages whose body depends on the query string are server-rendered; all others are prerendered. */
export const prerenderedPageIds = pageIds.filter((id) => !("query" in pages[id]));

/** Old addresses kept alive as permanent redirects (also written to the build manifest). */
export const redirects = [
  { from: "/view/technology/dolphin5_bk", to: "/view/technology/dolphin5" },
  { from: "/view/media/mediaCenter_bk", to: "/view/media/mediaCenter" },
] as const;
