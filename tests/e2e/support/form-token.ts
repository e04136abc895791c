import type { Page } from "@playwright/test";
import { MIN_FILL_MS } from "../../../app/forms/form-token.server";
import { BROWSER_TESTS_FORM_SECRET, signFormToken } from "../../support/form-token";

/** A form token issued long enough ago to pass the time trap, as if the visitor had taken their time. */
export function backdatedFormToken(): string {
  return signFormToken(BROWSER_TESTS_FORM_SECRET, Date.now() - MIN_FILL_MS - 1_000);
}

/**
 * From now on, every form this page posts to `path` (the contact page's by default) carries a backdated token in place
 * of the one the page was given, with or without JavaScript, so no test waits out the time trap in real time.
 */
export async function backdateFormTokens(page: Page, path = "/view/about/contact") {
  await page.route(new RegExp(`${path.replaceAll("/", "\\/")}(\\.data)?(\\?|$)`), async (route) => {
    const request = route.request();
    const body = request.postData();
    if (request.method() !== "POST" || body === null) return route.fallback();
    const form = new URLSearchParams(body);
    form.set("formToken", backdatedFormToken());
    await route.fallback({ postData: form.toString() });
  });
}
