import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createContext } from "react-router";

/** A person needs longer than this to fill in the form; a faster submission is a script. */
export const MIN_FILL_MS = 3_000;
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

// Until the server sets the site's shared secret (FORM_SECRET, or the one kept in the database), as while the build
// prerenders and indexes pages, tokens are signed with a secret of this process alone.
let secret = randomBytes(32).toString("hex");

/** The key every instance signs and checks forms with, so that a form handed out by one is accepted by another. */
export function useFormSecret(shared: string) {
  secret = shared;
}

const sign = (issuedAt: string) => createHmac("sha256", secret).update(issuedAt).digest("base64url");

/** The signed time trap: when the form was handed out, signed so that it cannot be forged. */
export function issueFormToken(now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(issuedAt)}`;
}

/**
 * What a page rendered for the render cache (server/render-cache.ts) holds where its token goes; every response
 * gets a fresh token in its place. Shaped like a token (no character is escaped in HTML or in the hydration data),
 * and never a valid one.
 */
export const FORM_TOKEN_PLACEHOLDER = `${"0".repeat(13)}.${"-".repeat(43)}`;

/** How a loader gets the form's token: issued now, unless the server renders the page for its cache. */
export const formTokenContext = createContext<() => string>(() => issueFormToken());

export type TokenVerdict = "ok" | "too-fast" | "expired" | "missing";

/**
 * A form posted with an empty token comes from a page the same for every visitor (IR's sign-up), which the browser
 * gives a token once the page runs (useFreshFormTokens): without script, or before the token arrived, it has none.
 */
export function checkFormToken(token: unknown, now = Date.now()): TokenVerdict {
  if (token === "") return "missing";
  const issuedAt = signedIssueTime(token);
  if (issuedAt === null) return "expired";
  const age = now - issuedAt;
  if (age < MIN_FILL_MS) return "too-fast";
  if (age > MAX_FORM_AGE_MS) return "expired";
  return "ok";
}

/**
 * The token a refused form is handed back with. One still in force keeps the time its form was first handed out at,
 * so that the time trap does not start again: a visitor who took their time, was sent back to tick a box, and sends
 * the form again at once is not too fast. Tokens are not one-use, so that is the token posted. A missing, forged or
 * expired one is replaced with one issued now.
 */
export function reissueFormToken(token: unknown, now = Date.now()): string {
  const verdict = checkFormToken(token, now);
  return issueFormToken(verdict === "ok" || verdict === "too-fast" ? signedIssueTime(token)! : now);
}

/** When a token the site signed was issued; null for anything else. */
function signedIssueTime(token: unknown): number | null {
  if (typeof token !== "string") return null;
  const [issuedAt = "", signature = ""] = token.split(".");
  const expected = Buffer.from(sign(issuedAt));
  const given = Buffer.from(signature);
  if (!/^\d{13}$/.test(issuedAt) || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(issuedAt);
}
