import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { keepWordsWhole } from "../../app/i18n/unbreakable-terms";
import en from "../../app/i18n/messages/en.json" with { type: "json" };
import ja from "../../app/i18n/messages/ja.json" with { type: "json" };
import ko from "../../app/i18n/messages/ko.json" with { type: "json" };
import zh from "../../app/i18n/messages/zh.json" with { type: "json" };
import { pages } from "../../app/site/pages";
import { MAX_BODY_BYTES } from "../../server/request-guard";
import { CJK_LOCALES, contactPath, fullLength, fullLengthFields, maxLengthOf, type CjkLocale } from "../support/full-length-inquiry";
import { backdateFormTokens, backdatedFormToken } from "./support/form-token";
import { openPage } from "./support/page";
import { localizedPath } from "./support/site";

const CONSENT_MESSAGE = "You must agree to the terms and conditions to register your inquiries";

/** Every test is its own client (the server trusts X-Forwarded-For from loopback), so one test's rate limit never touches another's. */
const clientAddress = () => `198.51.100.${(test.info().workerIndex * 50 + test.info().line) % 250}`;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress() });
});

async function fillInquiry(page: Page, { consent = true, title = "Cockpit SoC for a 2028 platform" } = {}) {
  await page.getByLabel("Inquiry title").fill(title);
  await page.getByLabel("Position").fill("Head of E/E architecture");
  await page.getByLabel("Company name").fill("Example Mobility GmbH");
  await page.getByLabel("Company e-mail").fill("buyer@example-mobility.example");
  await page.getByLabel("Company introduction").fill("Tier-1 supplier of cockpit domain controllers.");
  await page.getByLabel("Region").fill("Germany, Stuttgart");
  await page.getByLabel("Application").selectOption("automotive");
  await page.getByLabel("Product concept and requirements").fill("Five displays, eight cameras, ASIL-B.");
  await page.getByLabel("Product schedule").fill("SOP 2028");
  await page.getByLabel("Product quantity").fill("300,000 a year");
  await page.getByLabel("Contents").fill("Please send the Dolphin5 datasheet and sample availability.");
  if (consent) await page.getByLabel(/I agree to the collection/).check();
}

/** The messages as the pages show them (keepWordsWhole). */
const catalogue = (locale: CjkLocale): Record<string, string> => Object.fromEntries(Object.entries(({ ko, ja, zh })[locale]).map(([key, text]) => [key, keepWordsWhole(text)]));
/** A field by its label, which a required field's ` *` follows. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

/** Every free-text field at its limit in the page's language, and the rest as a visitor fills them. */
async function fillFullLength(page: Page, locale: CjkLocale, contents?: string) {
  const t = catalogue(locale);
  for (const [name, text] of Object.entries(fullLengthFields(locale, contents))) {
    const input = field(page, t[`inquiry.field.${name}`]!);
    await input.fill(text);
    await expect(input).toHaveValue(text);
  }
  await field(page, t["inquiry.field.email"]!).fill("buyer@example-mobility.example");
  await expect(field(page, t["inquiry.field.email"]!)).toHaveValue("buyer@example-mobility.example");
  await field(page, t["inquiry.field.application"]!).selectOption("automotive");
  await expect(field(page, t["inquiry.field.application"]!)).toHaveValue("automotive");
  await field(page, t["inquiry.consent"]!).check();
  await expect(field(page, t["inquiry.consent"]!)).toBeChecked();
}

for (const locale of CJK_LOCALES) {
  test(`a full-length inquiry in ${locale} is registered without a page load`, async ({ page }) => {
    await openPage(page, contactPath(locale));
    await fillFullLength(page, locale);
    await backdateFormTokens(page);
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: catalogue(locale)["inquiry.submit"] }).click();
    expect((await posted).postDataBuffer()!.length).toBeGreaterThan(100_000);
    await expect(page.getByRole("status").filter({ hasText: catalogue(locale)["inquiry.done.title"] })).toBeVisible();
  });
}

test("when the answer is not the server's, the form stays with the text and says so, in the page's language", async ({ page }) => {
  await openPage(page, "/ja/view/about/contact");
  await fillFullLength(page, "ja");
  await page.route(/\/contact\.data/, (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<html><body>502 Bad Gateway</body></html>" }));
  await page.getByRole("button", { name: "お問い合わせを送信" }).click();
  await expect(page.getByText(catalogue("ja")["inquiry.error.unavailable"]!)).toBeVisible();
  await expect(page.getByLabel("お問い合わせ内容")).toHaveValue(fullLength("ja", maxLengthOf("contents")));
  // The page's data is not asked for again (that request would meet the same error and put the error page in place).
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(catalogue("ja")["inquiry.error.unavailable"]!)).toBeVisible();
  await expect(page.getByLabel("お問い合わせ内容")).toHaveValue(fullLength("ja", maxLengthOf("contents")));
});

test("a post the server refuses before reading it comes back as the form with the text, with JavaScript too", async ({ page }) => {
  await openPage(page, "/zh/view/about/contact");
  await fillFullLength(page, "zh");
  // A body grown past the limit on its way (the browser's own form cannot be: it checks every field's length).
  await page.route(/\/contact\.data/, (route) => route.fallback({ postData: `${route.request().postData()}&padding=${"x".repeat(MAX_BODY_BYTES)}` }));
  await page.getByRole("button", { name: "提交咨询" }).click();
  await expect(page.getByText(catalogue("zh")["inquiry.error.tooLarge"]!)).toBeVisible();
  await expect(page.getByLabel("咨询内容")).toHaveValue(fullLength("zh", maxLengthOf("contents")));
});

test("without consent the inquiry is not registered, the message is exact, focus moves to it and the text stays", async ({ page }) => {
  await openPage(page, "/en/view/about/contact");
  await fillInquiry(page, { consent: false });
  await page.getByRole("button", { name: "Register inquiry" }).click();
  await expect(page.getByText(CONSENT_MESSAGE)).toBeVisible();
  await expect(page.getByLabel(/I agree to the collection/)).toBeFocused();
  await expect(page.getByLabel(/I agree to the collection/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Contents")).toHaveValue("Please send the Dolphin5 datasheet and sample availability.");
  await expect(page.getByRole("alert")).toContainText("Please check 1 field.");
});

test("fields are checked as the visitor leaves them, in the page's language", async ({ page }) => {
  await openPage(page, "/view/about/contact");
  const email = page.getByLabel("회사 이메일");
  await email.fill("not-an-address");
  await email.blur();
  await expect(page.getByText("올바른 이메일 주소를 입력해 주세요.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill("buyer@example.example");
  await email.blur();
  await expect(page.getByText("올바른 이메일 주소를 입력해 주세요.")).toBeHidden();
});

test("a press on the button that leaves a field in error still sends the form to its check: the field's message does not move the button from under the pointer", async ({ page }) => {
  await openPage(page, "/en/view/about/contact");
  await fillInquiry(page, { consent: false });
  await page.getByLabel("Contents").fill("");
  const button = page.getByRole("button", { name: "Register inquiry" });
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // A visitor's release comes a moment after the press: here, two frames after it, when the e-mail's verdict has rendered.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.up();
  await expect(page.getByRole("alert")).toContainText("Please check 2 fields.");
  await expect(page.getByText(CONSENT_MESSAGE)).toBeVisible();
  await expect(page.getByLabel("Contents")).toHaveAttribute("aria-invalid", "true");
});

test("a complete inquiry is registered without a page load and answered with a reference number", async ({ page }) => {
  await openPage(page, "/en/view/about/contact?product=tetra32");
  await expect(page.getByLabel("Product of interest")).toHaveValue("tetra32");
  await fillInquiry(page);
  await backdateFormTokens(page);
  const documents: string[] = [];
  page.on("request", (request) => { if (request.resourceType() === "document") documents.push(request.url()); });
  await page.getByRole("button", { name: "Register inquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your inquiry has been registered" })).toBeVisible();
  await expect(page.getByText(/Your reference number is INQ-\d{8}-[0-9A-Z]+\./)).toBeVisible();
  expect(documents).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still registers an inquiry", async ({ page }) => {
    await page.goto("/ja/view/about/contact");
    await page.getByLabel("件名").fill("Beluga-N の評価ボード");
    await page.getByLabel("会社名").fill("株式会社サンプル");
    await page.getByLabel("会社メールアドレス").fill("kikaku@sample.example");
    await page.getByLabel("地域").fill("日本、名古屋");
    await page.getByLabel("用途").selectOption("automotive");
    await page.getByLabel("お問い合わせ内容").fill("評価ボードの貸出条件を教えてください。");
    await page.getByLabel(/個人情報の収集・利用に同意します/).check();
    await backdateFormTokens(page);
    await page.getByRole("button", { name: "お問い合わせを送信" }).click();
    await expect(page.getByText("お問い合わせを受け付けました")).toBeVisible();
    await expect(page).toHaveURL(/\/ja\/view\/about\/contact\?sent=INQ-/);
  });

  for (const locale of CJK_LOCALES) {
    test(`a full-length inquiry in ${locale} is registered`, async ({ page }) => {
      await page.goto(contactPath(locale));
      await fillFullLength(page, locale);
      await backdateFormTokens(page);
      const posted = page.waitForRequest((request) => request.method() === "POST");
      await page.getByRole("button", { name: catalogue(locale)["inquiry.submit"] }).click();
      expect((await posted).postDataBuffer()!.length).toBeGreaterThan(100_000);
      await expect(page.getByText(catalogue(locale)["inquiry.done.title"]!)).toBeVisible();
      await expect(page).toHaveURL(/\/view\/about\/contact\?sent=INQ-/);
    });
  }

  test("an inquiry too large to read comes back as the form, which says so in the page's language", async ({ page }) => {
    await page.goto("/view/about/contact");
    await fillFullLength(page, "ko", fullLength("ko", 13_000));
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: "문의 등록" }).click();
    expect((await posted).postDataBuffer()!.length).toBeGreaterThan(MAX_BODY_BYTES);
    await expect(page.getByText(catalogue("ko")["inquiry.error.tooLarge"]!)).toBeVisible();
    await expect(page.getByRole("button", { name: "문의 등록" })).toBeVisible();
  });

  test("a refused inquiry comes back with the visitor's text and a translated reason", async ({ page }) => {
    await page.goto("/zh/view/about/contact");
    await page.getByLabel("咨询标题").fill("Dolphin5 样品");
    await page.getByLabel("咨询内容").fill("<script>alert(1)</script> 请提供样品。");
    await page.getByRole("button", { name: "提交咨询" }).click();
    await expect(page.getByText(catalogue("zh")["inquiry.error.tooFast"]!)).toBeVisible();
    await expect(page.getByLabel("咨询内容")).toHaveValue("<script>alert(1)</script> 请提供样品。");
    await backdateFormTokens(page);
    await page.getByRole("button", { name: "提交咨询" }).click();
    await expect(page.getByText("您必须同意条款和条件才能提交咨询")).toBeVisible();
    await expect(page.getByLabel("咨询标题")).toHaveValue("Dolphin5 样品");
    await expect(page.getByLabel("咨询内容")).toHaveValue("<script>alert(1)</script> 请提供样品。");
  });
});

test.describe("abuse is turned away", () => {
  const post = (request: APIRequestContext, form: Record<string, string>, headers: Record<string, string> = {}) =>
    request.post("/en/view/about/contact", { form, maxRedirects: 0, headers: { "X-Forwarded-For": clientAddress(), ...headers } });

  test("a cross-origin post gets 403, a non-form body 415, an oversized one 413: each the form with a translated message, kept by no cache", async ({ request }) => {
    const token = backdatedFormToken();
    const body = { title: "<b>Cockpit SoC</b>", formToken: token };
    const answers = [
      [await post(request, body, { Origin: "https://evil.example" }), 403, "inquiry.error.crossOrigin"],
      [await post(request, body, { Origin: "null" }), 403, "inquiry.error.crossOrigin"],
      [await request.post("/en/view/about/contact", { data: JSON.stringify(body), headers: { "Content-Type": "application/json", "X-Forwarded-For": clientAddress() } }), 415, "inquiry.error.notAForm"],
      [await post(request, { ...body, contents: "x".repeat(MAX_BODY_BYTES) }), 413, "inquiry.error.tooLarge"],
    ] as const;
    for (const [answer, status, message] of answers) {
      expect(answer.status()).toBe(status);
      expect(answer.headers()["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers()["cache-control"]).toBe("private, no-store");
      expect(await answer.text()).toContain(en[message].replaceAll("'", "&#x27;"));
    }
    const crossOrigin = await answers[0][0].text();
    expect(crossOrigin).toContain('value="&lt;b&gt;Cockpit SoC&lt;/b&gt;"');
    expect(crossOrigin).not.toContain("<b>Cockpit SoC</b>");
  });

  test("a post with Origin: null from this site's own page (a no-referrer privacy setting) is registered", async ({ request }) => {
    const valid = {
      title: "t", company: "c", email: "a@b.example", region: "r", application: "automotive", contents: "c", consent: "on", formToken: backdatedFormToken(),
    };
    expect((await post(request, valid, { Origin: "null", "Sec-Fetch-Site": "same-origin" })).status()).toBe(303);
  });

  test("a filled honeypot or an unknown field is refused and nothing is registered", async ({ request }) => {
    const token = backdatedFormToken();
    const valid = {
      title: "t", company: "c", email: "a@b.example", region: "r", application: "automotive", contents: "c", consent: "on", formToken: token,
    };
    expect((await post(request, { ...valid, website: "https://spam.example" })).status()).toBe(400);
    expect((await post(request, { ...valid, isAdmin: "true" })).status()).toBe(400);
    expect((await post(request, valid)).status()).toBe(303);
  });

  test("past the per-client limit an inquiry gets 429 with Retry-After, and its text is kept", async ({ request }) => {
    const token = backdatedFormToken();
    const valid = {
      title: "t", company: "c", email: "a@b.example", region: "r", application: "automotive", contents: "limit test", consent: "on", formToken: token,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(request, valid)).status());
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    const limited = await post(request, valid);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toContain("limit test");
  });
});

test("on a 360 px phone, every field of the inquiry form and the alert sign-ups fits its form, its focus ring in view", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const id of ["about-contact", "media-alerts", "media-ir"] as const) {
    for (const locale of ["en", "ja"] as const) {
      const address = localizedPath(pages[id].path, locale);
      await openPage(page, address);
      // A field's built-in width (an input of 20 characters: 336 px) once widened its grid column past the form's edge.
      const outside = await page.locator("form .form-field :is(input:not([type=checkbox], [type=radio]), select, textarea)").evaluateAll((controls) =>
        controls
          .filter((control) => control.checkVisibility() && control.getBoundingClientRect().left >= 0)
          .filter((control) => control.getBoundingClientRect().right > Math.min(control.closest("form")!.getBoundingClientRect().right, document.documentElement.clientWidth - 8))
          .map((control) => control.getAttribute("name")),
      );
      expect(outside, address).toEqual([]);
    }
  }
});
