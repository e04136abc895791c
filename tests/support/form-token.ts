import { createHmac } from "node:crypto";

/**
 * A form token as the server signs them (app/forms/form-token.server.ts), issued at `issuedAt`: written again
 * here on purpose, so that the tests check the server's signature against an independent implementation.
 */
export function signFormToken(secret: string, issuedAt: number): string {
  const stamp = String(Math.floor(issuedAt));
  return `${stamp}.${createHmac("sha256", secret).update(stamp).digest("base64url")}`;
}

/** The FORM_SECRET of the browser tests' server (playwright.config.ts), so that a test can sign as the server does. */
export const BROWSER_TESTS_FORM_SECRET = "browser-tests-form-secret-not-for-production";
