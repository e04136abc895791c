import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { company } from "../../app/config/company";
import { keepWordsWhole } from "../../app/i18n/unbreakable-terms";
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import ja from "../../app/i18n/messages/ja.json" with { type: "json" };
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import zh from "../../app/i18n/messages/zh.json" with { type: "json" };
import { BROWSER_TESTS_FORM_SECRET, signFormToken } from "../support/form-token";
import { backdateFormTokens, backdatedFormToken } from "./support/form-token";
import { confirmationLink } from "./support/alert-links";
import { consoleProblems, hydrated, openPage } from "./support/page";
import { localeNames } from "../../app/i18n/locales";
import { locales, localizedPath, type Locale } from "./support/site";

/** Every test is its own client (the server trusts X-Forwarded-For from loopback), so one test's rate limit never touches another's. */
const clientAddress = () => `203.0.113.${(test.info().workerIndex * 50 + test.info().line) % 250}`;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress() });
});

/** The messages as the pages show them (keepWordsWhole). */
const catalogue = (locale: Locale): Record<string, string> =>
  Object.fromEntries(Object.entries({ ko, en, ja, zh }[locale]).map(([key, text]) => [key, keepWordsWhole(text).replace("{hours}", "48")]));
const signupPath = (locale: Locale) => localizedPath("/view/media/alerts", locale);
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`);

async function expectSignupForm(page: Page, locale: Locale) {
  const t = catalogue(locale);
  const form = page.locator("form.alert-form");
  await expect(form.getByLabel(exactly(t["alerts.field.email"]!))).toBeVisible();
  for (const topic of ["announcements", "events", "press"]) await expect(form.getByLabel(t[`alerts.topic.${topic}`]!, { exact: true })).toBeChecked();
  await expect(form.getByRole("group", { name: exactly(t["alerts.field.language"]!) })).toBeVisible();
  await expect(form.getByLabel(localeNames[locale], { exact: true })).toBeChecked();
  await expect(form.getByText(t["alerts.consent.title"]!)).toBeVisible();
  await expect(form.getByLabel(t["alerts.consent.agree"]!)).not.toBeChecked();
  await expect(form.getByRole("button", { name: t["alerts.submit"] })).toBeVisible();
}

for (const locale of locales) {
  test(`the IR page and the sign-up page offer the alert form in ${locale}, mail language preset to the page's`, async ({ page }) => {
    await openPage(page, `${localizedPath("/view/media/ir", locale)}`);
    await expect(page.getByRole("heading", { name: catalogue(locale)["page.media-alerts.title"], level: 2 })).toBeVisible();
    await expect(page.locator(".page-toc").getByRole("link", { name: catalogue(locale)["page.media-alerts.title"] })).toHaveAttribute("href", "#alerts");
    await expectSignupForm(page, locale);
    await openPage(page, signupPath(locale));
    await expectSignupForm(page, locale);
  });
}

test("the IR page's link to its sign-up, followed and gone back from, leaves nothing in the console", async ({ page }) => {
  const t = catalogue("ko");
  await openPage(page, "/view/media/ir");
  const problems = consoleProblems(page);
  await page.locator(".page-toc").getByRole("link", { name: t["page.media-alerts.title"] }).click();
  await expect(page).toHaveURL(/\/view\/media\/ir#alerts$/);
  await expect(page.getByRole("heading", { name: t["page.media-alerts.title"], level: 2 })).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/\/view\/media\/ir$/);
  expect(problems).toEqual([]);
});

for (const locale of locales) {
  test(`the confirm page shows the subscription in ${locale} as the server sent it, and confirms it, with nothing in the console`, async ({ page }) => {
    const t = catalogue(locale);
    const email = `confirm-${locale}@example.com`;
    await openPage(page, signupPath(locale));
    await page.getByLabel(exactly(t["alerts.field.email"]!)).fill(email);
    await page.getByLabel(t["alerts.consent.agree"]!).check();
    await backdateFormTokens(page, "/view/media/alerts");
    await page.getByRole("button", { name: t["alerts.submit"] }).click();
    await expect(page.getByRole("status").filter({ hasText: t["alerts.sent.title"]! })).toBeVisible();

    const problems = consoleProblems(page);
    const topics = ["announcements", "events", "press"].map((topic) => t[`alerts.topic.${topic}`]).join(t["alerts.mail.topicSeparator"]);
    await openPage(page, await confirmationLink(email, locale));
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(topics, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: t["alerts.confirm.button"] }).click();
    await expect(page.getByRole("heading", { name: t["alerts.confirmed.title"] })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("errors are shown at their fields in the page's language, focus moves to the first, and nothing is sent", async ({ page }) => {
  const t = catalogue("ja");
  await openPage(page, signupPath("ja"));
  const posts: string[] = [];
  page.on("request", (request) => { if (request.method() === "POST") posts.push(request.url()); });
  await page.getByLabel(t["alerts.topic.announcements"]!, { exact: true }).uncheck();
  await page.getByLabel(t["alerts.topic.events"]!, { exact: true }).uncheck();
  await page.getByLabel(t["alerts.topic.press"]!, { exact: true }).uncheck();
  await page.getByRole("button", { name: t["alerts.submit"] }).click();
  await expect(page.getByText(t["inquiry.error.email"]!)).toBeVisible();
  await expect(page.getByText(t["alerts.error.topics"]!)).toBeVisible();
  await expect(page.getByText(t["alerts.error.consent"]!)).toBeVisible();
  await expect(page.getByLabel(exactly(t["alerts.field.email"]!))).toBeFocused();
  await expect(page.getByLabel(exactly(t["alerts.field.email"]!))).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toContainText("3");
  expect(posts).toEqual([]);
});

test("the IR page's sign-up is a plain form that carries none of the form's script: a bad address is answered on the sign-up page, a good one with the inbox notice", async ({ page }) => {
  const t = catalogue("ko");
  const scripts: string[] = [];
  page.on("request", (request) => { if (request.resourceType() === "script") scripts.push(request.url()); });
  const sentAt = Date.now();
  const response = await openPage(page, "/view/media/ir");
  expect(await response!.text(), "the page is the same for every visitor: its form comes without a token").toContain('name="formToken" value=""');
  const form = page.locator("form.alert-form");
  const token = form.locator('input[name="formToken"]');
  await expect(token, "the page fetches a token once it runs").toHaveValue(/^\d{13}\./);
  const issuedAt = Number((await token.inputValue()).split(".")[0]);
  expect(await token.inputValue(), "signed by the server").toBe(signFormToken(BROWSER_TESTS_FORM_SECRET, issuedAt));
  expect(issuedAt).toBeGreaterThanOrEqual(sentAt);
  await form.getByLabel(exactly(t["alerts.field.email"]!)).fill("investor@");
  await form.getByLabel(t["alerts.consent.agree"]!).check();
  expect(scripts.filter((url) => /alert-|form-feedback/.test(url)), "the IR page loads none of the form's script").toEqual([]);
  await backdateFormTokens(page, "/view/media/alerts");
  await form.getByRole("button", { name: t["alerts.submit"] }).click();
  await expect(page).toHaveURL(/\/view\/media\/alerts$/);
  await expect(page.getByText(t["inquiry.error.email"]!)).toBeVisible();
  await expect(page.getByLabel(exactly(t["alerts.field.email"]!))).toHaveValue("investor@");

  await openPage(page, "/view/media/ir");
  await form.getByLabel(exactly(t["alerts.field.email"]!)).fill("investor@example.com");
  await form.getByLabel(t["alerts.consent.agree"]!).check();
  await form.getByRole("button", { name: t["alerts.submit"] }).click();
  await expect(page.getByRole("status").filter({ hasText: t["alerts.sent.title"]! })).toBeVisible();
  await expect(page).toHaveURL(/\/view\/media\/alerts\?sent=1$/);
});

test("a sign-up sent back for its consent keeps the time its form was handed out at: ticked and sent again at once, it is taken", async ({ page }) => {
  const t = catalogue("ko");
  // The visitor took their time over the IR page's form: its token was handed out long enough ago.
  await page.route("**/form-token", (route) => route.fulfill({ body: backdatedFormToken(), headers: { "Cache-Control": "no-store" } }));
  await openPage(page, "/view/media/ir");
  const form = page.locator("form.alert-form");
  await expect(form.locator('input[name="formToken"]')).toHaveValue(/^\d{13}\./);
  await form.getByLabel(exactly(t["alerts.field.email"]!)).fill("took-their-time@example.com");
  await form.getByRole("button", { name: t["alerts.submit"] }).click();
  await expect(page).toHaveURL(/\/view\/media\/alerts$/);
  await expect(page.getByText(t["alerts.error.consent"]!)).toBeVisible();
  await hydrated(page);
  await page.getByLabel(t["alerts.consent.agree"]!).check();
  await page.getByRole("button", { name: t["alerts.submit"] }).click();
  await expect(page.getByRole("status").filter({ hasText: t["alerts.sent.title"]! })).toBeVisible();
});

test("the press board links to the sign-up with press releases alone preselected", async ({ page }) => {
  const t = catalogue("en");
  await openPage(page, "/en/view/media/press");
  await page.getByRole("link", { name: t["alerts.pressLink"] }).click();
  await expect(page).toHaveURL(/\/en\/view\/media\/alerts\?topic=press$/);
  await expect(page.getByLabel(t["alerts.topic.press"]!, { exact: true })).toBeChecked();
  await expect(page.getByLabel(t["alerts.topic.announcements"]!, { exact: true })).not.toBeChecked();
  await expect(page.getByLabel(t["alerts.topic.events"]!, { exact: true })).not.toBeChecked();
});

test("an unknown preset topic is ignored and never shown", async ({ page }) => {
  const response = await openPage(page, `${signupPath("en")}?topic=%3Cscript%3Ex`);
  expect(await response!.text()).not.toContain("&lt;script&gt;x");
  await expect(page.getByLabel(catalogue("en")["alerts.topic.announcements"]!, { exact: true })).toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form sent too fast comes back with the visitor's values and a translated message", async ({ page }) => {
    const t = catalogue("zh");
    await page.goto(signupPath("zh"));
    await page.getByLabel(exactly(t["alerts.field.email"]!)).fill("investor@example.com");
    await page.getByLabel(t["alerts.topic.events"]!, { exact: true }).uncheck();
    await page.getByLabel(localeNames.en, { exact: true }).check();
    await page.getByLabel(t["alerts.consent.agree"]!).check();
    await page.getByRole("button", { name: t["alerts.submit"] }).click();
    await expect(page.getByText(t["alerts.error.tooFast"]!)).toBeVisible();
    await expect(page.getByLabel(exactly(t["alerts.field.email"]!))).toHaveValue("investor@example.com");
    await expect(page.getByLabel(t["alerts.topic.events"]!, { exact: true })).not.toBeChecked();
    await expect(page.getByLabel(t["alerts.topic.press"]!, { exact: true })).toBeChecked();
    await expect(page.getByLabel(localeNames.en, { exact: true })).toBeChecked();
    await expect(page.getByLabel(t["alerts.consent.agree"]!)).toBeChecked();
  });

  test("the IR page's form, which has no token without script, comes back from the sign-up page with the entries and one, and is then taken", async ({ page }) => {
    const t = catalogue("ja");
    await page.goto(localizedPath("/view/media/ir", "ja"));
    const form = page.locator("form.alert-form");
    await form.getByLabel(exactly(t["alerts.field.email"]!)).fill("investor@example.com");
    await form.getByLabel(t["alerts.topic.press"]!, { exact: true }).uncheck();
    await form.getByLabel(t["alerts.consent.agree"]!).check();
    await form.getByRole("button", { name: t["alerts.submit"] }).click();
    await expect(page).toHaveURL(/\/ja\/view\/media\/alerts$/);
    await expect(page.getByText(t["alerts.error.missing"]!)).toBeVisible();
    await expect(page.getByLabel(exactly(t["alerts.field.email"]!))).toHaveValue("investor@example.com");
    await expect(page.getByLabel(t["alerts.topic.press"]!, { exact: true })).not.toBeChecked();
    await expect(page.getByLabel(t["alerts.consent.agree"]!)).toBeChecked();
    await backdateFormTokens(page, "/ja/view/media/alerts");
    await page.getByRole("button", { name: t["alerts.submit"] }).click();
    await expect(page.getByRole("status").filter({ hasText: t["alerts.sent.title"]! })).toBeVisible();
  });
});

test("a form token is issued at every request, signed, and kept by no cache", async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const askedAt = Date.now();
    const answer = await request.get("/form-token");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    const token = await answer.text();
    const issuedAt = Number(token.split(".")[0]);
    expect(token).toBe(signFormToken(BROWSER_TESTS_FORM_SECRET, issuedAt));
    expect(issuedAt).toBeGreaterThanOrEqual(askedAt);
  }
});

test.describe("posts", () => {
  const valid = (email: string, website = "") => {
    const form = new URLSearchParams({ email, language: "en", consent: "on", website, formToken: backdatedFormToken() });
    form.append("topics", "press");
    return form.toString();
  };
  const post = (request: APIRequestContext, body: string) =>
    request.post("/en/view/media/alerts", {
      data: body,
      maxRedirects: 0,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": clientAddress() },
    });

  test("a new and a repeated address get the same answer and the same page", async ({ request }) => {
    const first = await post(request, valid("new-investor@example.com"));
    const again = await post(request, valid("new-investor@example.com"));
    const other = await post(request, valid("other-investor@example.com"));
    for (const answer of [first, again, other]) {
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe("/en/view/media/alerts?sent=1");
    }
    const page = await (await request.get("/en/view/media/alerts?sent=1")).text();
    expect(page).toContain(catalogue("en")["alerts.sent.title"]);
    expect(page).not.toContain("investor@example.com");
  });

  test("a filled honeypot is refused with the values kept, privately", async ({ request }) => {
    const answer = await post(request, valid("bot@example.com", "https://spam.example"));
    expect(answer.status()).toBe(400);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    const html = await answer.text();
    expect(html).toContain(catalogue("en")["alerts.error.rejected"]);
    expect(html).toContain('value="bot@example.com"');
  });
});

const linkPages = [
  ["/view/media/alertsConfirm", "page.media-alerts-confirm.title", "confirmation"],
  ["/view/media/alertsManage", "page.media-alerts-manage.title", "subscription"],
  ["/view/media/alertsUnsubscribe", "page.media-alerts-unsubscribe.title", "subscription"],
] as const;

for (const locale of ["ko", "ja"] as const) {
  for (const [path, title, link] of linkPages) {
    test(`${localizedPath(path, locale)} with a bad token says so in its language, privately, without index or referrer`, async ({ page }) => {
      const t = catalogue(locale);
      const response = await openPage(page, `${localizedPath(path, locale)}?token=forged-token`);
      expect(response!.status()).toBe(404);
      expect(response!.headers()["cache-control"]).toBe("private, no-store");
      expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t[title]!);
      const notice = page.getByRole("status");
      await expect(notice).toContainText(t["alerts.badLink.title"]!);
      if (link === "confirmation") {
        // A confirmation link expires: the visitor signs up again.
        await expect(notice.getByRole("link", { name: t["alerts.signUpAgain"] })).toHaveAttribute("href", signupPath(locale));
      } else {
        // A subscriber whose link to manage or leave is cut short is told where the working one is, and offered a person.
        await expect(notice).toContainText(t["alerts.badLink.subscriptionText"]!);
        await expect(notice.getByRole("link")).toHaveAttribute("href", `mailto:${company.prIrEmail}`);
      }
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    });
  }
}

test("the render cache keeps no link page", async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const answer = await request.get("/view/media/alertsManage?token=forged-token");
    expect(answer.headers()["x-render-cache"]).not.toBe("hit");
  }
});

test("a mail provider's one-click unsubscribe with a bad token, without Origin or cookies, gets the bad-link page, not an error", async ({ playwright, baseURL }) => {
  const provider = await playwright.request.newContext({ baseURL, extraHTTPHeaders: {} });
  const urlencoded = await provider.post("/view/media/alertsUnsubscribe?token=forged-token", {
    data: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const multipart = await provider.post("/en/view/media/alertsUnsubscribe?token=forged-token", { multipart: { "List-Unsubscribe": "One-Click" } });
  for (const answer of [urlencoded, multipart]) {
    expect(answer.status()).toBe(404);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
  }
  expect(await urlencoded.text()).toContain(catalogue("ko")["alerts.badLink.title"]);
  expect(await multipart.text()).toContain(catalogue("en")["alerts.badLink.title"]);
  await provider.dispose();
});
