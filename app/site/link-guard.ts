export type LinkTarget =
  | { kind: "internal"; to: string }
  | { kind: "external"; href: string }
  | { kind: "refused"; reason: "unsafe-protocol" | "host-not-allowed" | "invalid" };

const SAFE_EXTERNAL_PROTOCOLS = new Set(["https:", "http:", "mailto:", "tel:"]);

/**
 * Decides what an address may become. Internal paths stay in the app; external addresses become
 * links only on an allowed host; `javascript:`, `data:`, `vbscript:` and any other protocol never do.
 */
export function classifyHref(href: string, allowedHosts: readonly string[]): LinkTarget {
  const trimmed = href.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return { kind: "internal", to: trimmed };
  if (trimmed.startsWith("#")) return { kind: "internal", to: trimmed };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { kind: "refused", reason: "invalid" };
  }
  if (!SAFE_EXTERNAL_PROTOCOLS.has(url.protocol)) return { kind: "refused", reason: "unsafe-protocol" };
  if (url.protocol === "mailto:" || url.protocol === "tel:") return { kind: "external", href: url.href };
  if (!allowedHosts.includes(url.hostname)) return { kind: "refused", reason: "host-not-allowed" };
  return { kind: "external", href: url.href };
}
