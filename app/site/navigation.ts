import type { PageId } from "./pages";

/** The header's areas, in order; each lists the pages it opens. Pages are taken from the registry. */
export const navigation = [
  {
    id: "about",
    pages: ["about-company", "about-history", "about-global", "about-leadership", "about-culture"],
  },
  {
    id: "business",
    pages: ["technology-area-infotainment", "technology-area-adas", "technology-area-mcu", "technology-area-network", "technology-area-sip", "technology-adas"],
  },
  { id: "investors", pages: ["media-ir"] },
  {
    id: "sustainability",
    pages: ["sustainability-vision", "sustainability-management", "sustainability-environment", "sustainability-labour", "sustainability-ethics", "sustainability-procurement"],
  },
  { id: "media", pages: ["media-news", "media-press", "media-center", "media-recruit", "media-social"] },
  { id: "contact", pages: ["about-contact"] },
] as const satisfies readonly { id: string; pages: readonly PageId[] }[];

export type AreaId = (typeof navigation)[number]["id"];

/** The privacy policies in force: the privacy pages' tabs and the footer list them. */
export const privacyPages = ["privacy-general", "privacy-fixed-video", "privacy-mobile-video"] as const satisfies readonly PageId[];

/**
 * The general privacy policy's earlier versions, newest first. None is ever taken down; the policy in force links
 * each from its article on changes, so that the tabs and the footer do not grow with every revision.
 */
export const earlierPrivacyPages = ["privacy-general-2022", "privacy-general-2019"] as const satisfies readonly PageId[];

/** The footer's policies: the privacy policies and the accessibility statement. */
export const policyPages = [...privacyPages, "accessibility"] as const satisfies readonly PageId[];
